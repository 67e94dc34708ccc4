import * as v from 'valibot';
import { plantFormSchema } from '@veritag/domain';
import type { PlantsService } from './plants.service';

/** What the plant seed reads of the customers and products already seeded, through their doors. */
export interface PlantSeedSources {
  customers: { byType(scope: number | null, type: 'Customer'): Promise<{ id: number }[]> };
  products: { ofCustomer(scope: number | null, customerId: number): Promise<{ id: number }[]> };
}

/**
 * Two demo plants for the first customer, entered as the add form sends them: one making two
 * of its products (labels per roll set), one with All Product Add. Without a customer there
 * is nothing a plant could make, and nothing is seeded.
 */
export async function seedPlants(
  plants: PlantsService,
  sources: PlantSeedSources,
  companyId: number,
): Promise<void> {
  const [customer] = await sources.customers.byType(companyId, 'Customer');
  if (!customer) return;
  const products = await sources.products.ofCustomer(companyId, customer.id);
  const contact = {
    name: 'Nikhil Shah',
    designation: 'Plant Manager',
    email: 'nikhil@demo-labels.example',
    mobile: '9820000031',
  };
  const forms = [
    {
      plantCode: 'PUN-01',
      name: 'Pune Labels Plant',
      address: 'Plot 12, Chakan MIDC, Pune 410501',
      customer: customer.id,
      allowAllProduct: products.length === 0,
      plantProducts: products.slice(0, 2).map((product, index) => ({
        product: product.id,
        noOfLabelPerRoll: index === 0 ? 1000 : 500,
      })),
      contectPersons: [contact],
    },
    {
      plantCode: 'BLR-02',
      name: 'Bengaluru Print Hub',
      address: '44 Peenya Industrial Area, Bengaluru 560058',
      customer: customer.id,
      allowAllProduct: true,
      plantProducts: [],
      contectPersons: [],
    },
  ];
  for (const form of forms) await plants.create(companyId, v.parse(plantFormSchema('add'), form));
}

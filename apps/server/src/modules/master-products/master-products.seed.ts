import type { MasterProductForm } from '@veritag/domain';
import type { MasterProductsService } from './master-products.service';

/** Two colours with a few pack sizes, so the list and the token data form's choices have something to show. */
const demoMasterProducts: MasterProductForm[] = [
  {
    name: 'SKU-RED-10',
    color: 'Red',
    tokenType: 'Normal',
    packSize: 10,
    description: 'Red tokens, packs of 10',
    primeString: 'RD',
    colorCode: 'R01',
    painterTokenCode: 'P-RD-10',
    amount: 120,
  },
  {
    name: 'SKU-RED-20',
    color: 'Red',
    tokenType: 'Normal',
    packSize: 20,
    primeString: 'RD',
    colorCode: 'R01',
    painterTokenCode: 'P-RD-20',
    amount: 230,
  },
  {
    name: 'SKU-BLU-15',
    color: 'Blue',
    tokenType: 'Normal',
    packSize: 15,
    description: 'Blue tokens, packs of 15',
    primeString: 'BL',
    colorCode: 'B02',
    painterTokenCode: 'P-BL-15',
    amount: 175.5,
  },
];

export async function seedMasterProducts(
  service: MasterProductsService,
  companyId: number,
): Promise<void> {
  for (const product of demoMasterProducts) await service.create(companyId, product);
}

import type { PackagingForm } from '@veritag/domain';
import type { PackagingService } from './packaging.service';

/** What the packaging seed reads of the products already seeded, through their door. */
export interface PackagingSeedSources {
  customers: { byType(scope: number | null, type: 'Customer'): Promise<{ id: number }[]> };
  products: { ofCustomer(scope: number | null, customerId: number): Promise<{ id: number }[]> };
}

/** Two demo packagings of the first seeded product (one inactive); none without a product. */
export async function seedPackaging(
  packaging: PackagingService,
  sources: PackagingSeedSources,
  companyId: number,
): Promise<void> {
  const [customer] = await sources.customers.byType(companyId, 'Customer');
  const [product] = customer ? await sources.products.ofCustomer(companyId, customer.id) : [];
  if (!product) return;
  const forms: PackagingForm[] = [
    {
      name: 'Export Pallet',
      enabled: true,
      product: product.id,
      packagingConfig: {
        parentName: 'Pallet',
        count: 1,
        child: { name: 'Carton', count: 40, child: { name: 'Pack', count: 12 } },
      },
    },
    {
      name: 'Retail Carton',
      enabled: false,
      product: product.id,
      packagingConfig: { parentName: 'Carton', count: 1, child: { name: 'Unit', count: 24 } },
    },
  ];
  for (const form of forms) await packaging.create(companyId, form);
}

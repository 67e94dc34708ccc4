import * as v from 'valibot';
import { ProductSaveSchema, type Customer } from '@veritag/domain';
import type { ProductsService } from './products.service';

type DemoProduct = v.InferInput<typeof ProductSaveSchema>;

const base = (code: string, name: string, description: string, labelSize: string): DemoProduct => ({
  productCode: code,
  productName: name,
  productSrNo: `SR-${code}`,
  productDescription: description,
  labelSize,
  labelSpecification: 'Polyester, gloss, permanent adhesive',
});

/**
 * A few products for each demo customer, entered as the add form would send them: one plain,
 * one with the consumer authentication flow and months, one with a static QR, so the list
 * pages, the form shows its conditional fields and the view shows its QR code.
 */
const productsFor = (prefix: string, advanceWorkflow: boolean): DemoProduct[] => [
  { ...base(`${prefix}-100`, `${prefix} Standard Pack`, 'Standard retail pack', '50 x 25 mm') },
  {
    ...base(
      `${prefix}-200`,
      `${prefix} Authenticated Pack`,
      'Pack with consumer authentication',
      '75 x 50 mm',
    ),
    authenticationActivated: true,
    captureUserData: true,
    countOfScanning: 3,
    customTextPostScan: 'Please enter your mobile no to authenticate the product',
    customTextOnIdentification: 'Scan the code under the seal',
    customTextOnLastPage: 'Thank you for buying genuine',
    videoLinkOnLastPage: 'https://video.example/genuine',
    ...(advanceWorkflow ? { customTextForRegistration: 'Register your product for warranty' } : {}),
    showMfgDate: true,
    mfgDate: '2025-01',
    showExpiryDate: true,
    expiryDate: '2027-01',
  },
  {
    ...base(
      `${prefix}-300`,
      `${prefix} Static QR Pack`,
      'Pack with a printed static QR',
      '30 x 30 mm',
    ),
    staticQr: true,
    color: '#1e3a8a',
  },
];

/** Seeds through the service as an admin saving the form for each customer (not business partners). */
export async function seedProducts(
  service: ProductsService,
  companyId: number,
  customers: readonly Customer[],
): Promise<void> {
  const saver = { scope: companyId, companyId, choosesCustomer: true };
  for (const customer of customers.filter((c) => c.companyType === 'Customer')) {
    const prefix = customer.companyCode
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    for (const product of productsFor(prefix, customer.advanceWorkflow === true)) {
      await service.create(
        saver,
        v.parse(ProductSaveSchema, { ...product, customer: customer.id }),
      );
    }
  }
}

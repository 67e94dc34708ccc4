import * as v from 'valibot';
import { ProductSaveSchema, type Customer } from '@veritag/domain';
import type { ProductUploads } from './product-images';
import type { ProductsService } from './products.service';

type DemoProduct = v.InferInput<typeof ProductSaveSchema>;

const base = (code: string, name: string, description: string, labelSize: string): DemoProduct => ({
  productCode: code,
  productName: name,
  productSrNo: `SR-${code}`,
  productDescription: description,
  labelSize,
  labelSpecification: 'Polyester, gloss, permanent adhesive',
  // The default question, as a brand selling abroad gives it in its shoppers' languages (decision 0469).
  messagesByLanguage: {
    authenticationMsg: {
      es: '¿Coincide esta información con su producto?',
      fr: 'Ces informations correspondent-elles à votre produit ?',
      de: 'Stimmen diese Angaben mit Ihrer Packung überein?',
      hi: 'क्या यह जानकारी आपके उत्पाद से मेल खाती है?',
      ar: 'هل تطابق هذه المعلومات منتجك؟',
    },
  },
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

/** How a demo brand looks on its products: its colour and the images its forms upload. */
export interface DemoBrandLook {
  colour: string;
  images: () => Promise<ProductUploads>;
}

/**
 * Seeds through the service as an admin saving the form for each customer (not business
 * partners). A customer with a look shows its product images and its colour (the product's
 * `color` with `isColor` on) on the shopper's page, as a brand that filled in the form would.
 */
export async function seedProducts(
  service: ProductsService,
  companyId: number,
  customers: readonly Customer[],
  lookOf: (customer: Customer) => DemoBrandLook | undefined = () => undefined,
): Promise<void> {
  const saver = { scope: companyId, companyId, choosesCustomer: true };
  for (const customer of customers.filter((c) => c.companyType === 'Customer')) {
    const prefix = customer.companyCode
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    const look = lookOf(customer);
    for (const product of productsFor(prefix, customer.advanceWorkflow === true)) {
      const shown = look ? { color: look.colour, isColor: true, showProductImage: true } : {};
      await service.create(
        saver,
        v.parse(ProductSaveSchema, { ...product, ...shown, customer: customer.id }),
        look ? await look.images() : {},
      );
    }
  }
}

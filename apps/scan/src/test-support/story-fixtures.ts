import type { ScanPageCustomer, ScanPageProduct } from '@veritag/domain';
import { fullCustomer, fullProduct } from './scan-fixtures';

/** The fixtures with images Storybook serves itself (.storybook/main.ts staticDirs): stories never reach the network. */
const image = (name: string) => `/scan-story-images/${name}.svg`;

export const storyProduct: ScanPageProduct = {
  ...fullProduct,
  imageUrl: image('product'),
  images: {
    onIdentification: image('step'),
    onOtp: image('step'),
    onRegistration: image('step'),
    onUploadInvoice: image('step'),
  },
};

export const storyCustomer: ScanPageCustomer = { ...fullCustomer, logoUrl: image('logo') };

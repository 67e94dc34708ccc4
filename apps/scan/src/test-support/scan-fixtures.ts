import type { ScanPageCustomer, ScanPageProduct, ScanPageView } from '@veritag/domain';
import type { ScanPageActions } from '../views/scan-pages.view';

/** Views the stories and tests share: every part a product and a customer can choose, and none. */
export const fullProduct: ScanPageProduct = {
  name: 'Amber Honey 500 g',
  description: 'Raw wildflower honey from the Alps.',
  authenticationMsg: 'Thank you for choosing an original Alpine Bee product.',
  imageUrl: 'https://cdn.example.com/honey.png',
  mfgMonth: '2025-03',
  expiryMonth: '2027-02',
  customTexts: {
    postScan: 'Keep this label until the jar is empty.',
    onIdentification: 'The seal shows a bee under a tilted light.',
    forRegistration: 'Register to extend your guarantee.',
    onLastPage: 'Enjoy your honey!',
  },
  videoLinkOnLastPage: 'https://video.example.com/harvest',
  offersPageLink: 'https://alpinebee.example.com/offers',
  warrantyLink: 'https://alpinebee.example.com/warranty',
  captureUserData: true,
  userInvoiceUpload: true,
  loyaltyPoints: 10,
  images: {
    onIdentification: 'https://cdn.example.com/seal.png',
    onOtp: 'https://cdn.example.com/otp.png',
    onRegistration: 'https://cdn.example.com/register.png',
    onUploadInvoice: 'https://cdn.example.com/invoice.png',
  },
};

export const fullCustomer: ScanPageCustomer = {
  name: 'Alpine Bee',
  messageOnScan: 'Welcome to Alpine Bee.',
  textForMicrosite: 'Family beekeepers since 1952.',
  logoUrl: 'https://cdn.example.com/logo.png',
  links: [
    { kind: 'website', url: 'https://alpinebee.example.com' },
    { kind: 'instagram', url: 'https://instagram.com/alpinebee' },
    { kind: 'android', url: 'https://play.google.com/store/apps/details?id=bee' },
  ],
  productContentUrl: 'https://alpinebee.example.com/content',
  brochureUrl: '/scan-files/brochure.pdf',
};

export const scanActions: ScanPageActions = {
  location: '/v/7K3QX9MZ2HTA/location',
  report: '/v/7K3QX9MZ2HTA/report',
  register: '/v/7K3QX9MZ2HTA/register',
};

const base = { code: '7K3QX9MZ2HTA', scanId: 41 } as const;

export const genuineView: ScanPageView = {
  ...base,
  verdict: 'genuine',
  product: fullProduct,
  customer: fullCustomer,
};

export const alreadyVerifiedView: ScanPageView = {
  ...base,
  verdict: 'alreadyVerified',
  history: {
    sessions: 3,
    firstAt: '2025-04-02T09:15:00Z',
    previousAt: '2025-04-20T17:40:00Z',
    previousPlace: { lat: 45.5, lng: 9.2 },
  },
  product: fullProduct,
  customer: fullCustomer,
};

export const unknownCodeView: ScanPageView = {
  ...base,
  code: 'ZZZZZZZZZZZZ',
  verdict: 'notGenuine',
  reason: 'unknown',
};

export const blacklistedView: ScanPageView = {
  ...base,
  verdict: 'notGenuine',
  reason: 'blacklisted',
  blacklist: { reason: 'stolen', since: '2025-05-01T08:00:00Z' },
  customer: fullCustomer,
};

export const limitReachedView: ScanPageView = {
  ...base,
  verdict: 'limitReached',
  limitMessage: 'This code was scanned too often. Contact Alpine Bee before using the product.',
  product: fullProduct,
  customer: fullCustomer,
};

/** Blacklisted by the platform on its own (a product's auto-blacklist), not yet confirmed by a person. */
export const underReviewView: ScanPageView = {
  ...base,
  verdict: 'underReview',
  blacklist: { reason: 'maxScanCount', since: '2025-05-02T09:30:00Z' },
  history: { sessions: 4, firstAt: '2025-04-28T10:00:00Z', previousAt: '2025-05-02T09:00:00Z' },
  product: fullProduct,
  customer: fullCustomer,
};

/** A product and customer that chose nothing optional. */
export const bareProduct: ScanPageProduct = {
  name: 'Plain jar',
  customTexts: {},
  captureUserData: false,
  userInvoiceUpload: false,
  images: {},
};
export const bareCustomer: ScanPageCustomer = { name: 'Plain brand', links: [] };

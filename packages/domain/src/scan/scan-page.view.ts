import type { BlacklistReason, NotGenuineReason, ScanVerdict } from './scan.rules';

/**
 * Everything the scan page (apps/scan) shows for one scan: the server computes it (the
 * verdict, the code's history, what the product and its customer chose) and the page only
 * renders it. Absent parts are left out, never shown empty.
 */
export interface ScanPageView {
  /** The code as scanned (as typed, for a malformed one). */
  code: string;
  verdict: ScanVerdict;
  /** The stored scan this view answers; the page's follow-up forms (location, report, register) name it. */
  scanId?: number;
  /** notGenuine only. */
  reason?: NotGenuineReason;
  /** notGenuine because blacklisted. */
  blacklist?: { reason: BlacklistReason; since: string };
  /** The code's scan sessions, this one included, with the first and the one before this. */
  history?: {
    sessions: number;
    firstAt: string;
    previousAt?: string;
    /** Where the previous session was, roughly (one decimal), when that person shared it. */
    previousPlace?: { lat: number; lng: number };
  };
  /**
   * The code's batch as its label prints it, when the batch's record says the label prints one
   * (a token batch whose design places the PO Number component: its PO number); left out when
   * that cannot be known (decision 0470).
   */
  batch?: string;
  /** limitReached: the product's msgAfterScanExceded. */
  limitMessage?: string;
  product?: ScanPageProduct;
  customer?: ScanPageCustomer;
}

/** What a product chose to show on the scan page (spec 002 products). */
export interface ScanPageProduct {
  name: string;
  description?: string;
  authenticationMsg?: string;
  /** Shown when showProductImage is on; a URL the page can load. */
  imageUrl?: string;
  /** The product's label as printed (labelImageUrl), when it has one: what a shopper compares the pack with. */
  labelImageUrl?: string;
  /** The product's colour (`#rrggbb`) when its isColor switch is on: the page's accent (decision 0470). */
  accent?: string;
  /** 'YYYY-MM', when showMfgDate / showExpiryDate is on. */
  mfgMonth?: string;
  expiryMonth?: string;
  customTexts: {
    postScan?: string;
    onIdentification?: string;
    forRegistration?: string;
    onLastPage?: string;
  };
  videoLinkOnLastPage?: string;
  /** When showOffers is on. */
  offersPageLink?: string;
  /** When enableWarranty is on. */
  warrantyLink?: string;
  captureUserData: boolean;
  userInvoiceUpload: boolean;
  /** The points a genuine first scan earns a registered person, when enableLoyaltyPoints is on. */
  loyaltyPoints?: number;
  images: {
    onIdentification?: string;
    onOtp?: string;
    onRegistration?: string;
    onUploadInvoice?: string;
  };
}

/** What a customer chose to show on the scan page (spec 000 customers): only the enabled links. */
export interface ScanPageCustomer {
  name: string;
  messageOnScan?: string;
  textForMicrosite?: string;
  logoUrl?: string;
  links: {
    kind: 'website' | 'linkedin' | 'instagram' | 'youtube' | 'android' | 'ios';
    url: string;
  }[];
  productContentUrl?: string;
  brochureUrl?: string;
}

import type {
  ScanRefusal,
  PointsEntryKind,
  ScanPageCustomer,
  ScanPageProduct,
  ScanPageView,
} from '@veritag/domain';
import type { ScanLanguage } from '../i18n/languages';

export type { ScanLanguage };

/**
 * What the server passes to each page of the scan app. The scan page's view is domain's
 * ScanPageView; the follow-up pages' views are defined here, because only this app reads
 * them. Every URL the server passes (actions, asset base) is its own and is used as given;
 * every URL that comes from a product or customer record is checked before it becomes a link.
 */

/** Where the pages' forms and the location request go: the server's routes for this scan. */
export interface ScanPageActions {
  /** Receives a JSON POST { lat, lng, accuracy } when the person chooses to share their location. */
  location: string;
  /** Receives the report form of a not-genuine verdict. */
  report: string;
  /** Receives the registration form (captureUserData). */
  register: string;
}

/** What every page is rendered with: where its assets are, the language it speaks (decision 0466). */
export interface PageOptions {
  /** The URL path the client assets are served under, e.g. '/scan-assets'. */
  assetBase: string;
  /** The page's language, as negotiateLanguage chose it; English when absent. */
  lang?: ScanLanguage;
  /**
   * Where the language switcher returns: this page's own address, a path on this server. A page
   * answered to a POST has none; its switcher returns to the scan page of its code.
   */
  back?: string;
}

export interface ScanPageOptions extends PageOptions {
  actions: ScanPageActions;
  /**
   * A console preview (decision 0473): a banner says so, no script is loaded, forms are
   * disabled and post nowhere, and links open nothing inside the console's sandboxed frame.
   */
  preview?: boolean;
}

/** The scan station's page: the same for everyone (the script reads the console's session). */
export interface StationPageOptions extends PageOptions {
  /** The console's sign-in screen, e.g. '/#/login'. */
  signInUrl: string;
}

/** A follow-up page: its one form posts to `action`. */
export interface FormPageOptions extends PageOptions {
  action: string;
}

/**
 * What just succeeded, said by the page in its language (decision 0466). A plain string is
 * shown as given.
 */
export type PageNotice =
  | { kind: 'registered'; earned: number; mailHeld: boolean }
  | { kind: 'invoiceReceived' }
  | { kind: 'registerToCollect' }
  | { kind: 'redeemSent'; points: number };

/**
 * A refusal from the server, as its problem+json says it: a title and the fields at fault, in
 * English. Each may carry its refusal's key (the domain's scanRefusals), which the page says in
 * its own language; without one the English is shown (decision 0472).
 */
export interface FormProblem {
  title: string;
  refusal?: ScanRefusal;
  /** A limit's wait (its Retry-After), said after the refusal in the page's words. */
  retryAfterSeconds?: number;
  errors?: readonly { field: string; detail: string; refusal?: ScanRefusal }[];
}

/** A form as it was sent, to show again with the server's refusal beside each field. */
export interface FormState {
  values?: Readonly<Record<string, string | undefined>>;
  problem?: FormProblem;
}

/** Who the page speaks for, and which code it is about: every follow-up page shows them. */
export interface FollowUpContext {
  code: string;
  customer?: ScanPageCustomer;
  /**
   * Who looks into a report of it: the brand that issued the code, or the platform's review
   * when no brand did (an unknown or malformed code); brand when absent.
   */
  reviewer?: 'brand' | 'platform';
}

/** The report form on its own: shown again when the server refused a report. */
export interface ReportPageView extends FollowUpContext, FormState {}

/** After a report was stored. */
export type ReportThanksView = FollowUpContext;

/** Registration of a genuine product; the product's registration image and text head it. */
export interface RegisterPageView extends FollowUpContext, FormState {
  product: ScanPageProduct;
}

/** The one-time code sent to the mobile just registered. */
export interface OtpPageView extends FollowUpContext, FormState {
  product: ScanPageProduct;
  /** The last digits of the mobile the code went to, so the person knows which phone to look at. */
  mobileEnding?: string;
}

/** Invoice upload, when the product allows it (userInvoiceUpload). */
export interface InvoicePageView extends FollowUpContext, FormState {
  product: ScanPageProduct;
  /** A line saying what just succeeded (the mobile confirmed, an invoice received). */
  notice?: string | PageNotice;
}

/** The end of a registration: what succeeded, the product's last-page content, and the points page when the product earns points. */
export interface RegisteredPageView extends FollowUpContext {
  product: ScanPageProduct;
  notice?: string | PageNotice;
  /** The person's points page (their balance and redemptions), when the product earns points. */
  pointsUrl?: string;
}

export type { PointsEntryKind };

/** A registered person's loyalty points and their redemption requests. */
export interface LoyaltyPageView extends FollowUpContext, FormState {
  balance: number;
  /** The newest first; at most what the server chose to send. */
  history?: readonly { at: string; points: number; kind: PointsEntryKind }[];
  notice?: string | PageNotice;
  /** What the product chose to show on the last page of the flow (custom text, video). */
  product?: ScanPageProduct;
}

export type { ScanPageView };

/** A page that only tells something, e.g. a limit reached: its heading and one message. */
export interface NoticePageView extends Partial<FollowUpContext> {
  /** The heading; the page's own 'Please try again later', in its language, when absent. */
  title?: string;
  /** The server's English words; the refusal's in the page's language when it has a key (decision 0472). */
  message: string;
  refusal?: ScanRefusal;
  retryAfterSeconds?: number;
}

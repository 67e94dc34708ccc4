import type { ScanPageView } from '@veritag/domain';
import type {
  FormPageOptions,
  InvoicePageView,
  LoyaltyPageView,
  NoticePageView,
  OtpPageView,
  PageOptions,
  RegisteredPageView,
  RegisterPageView,
  ReportPageView,
  ReportThanksView,
  ScanPageOptions,
  StationPageOptions,
} from '../views/scan-pages.view';

/**
 * What the built renderer (dist/server/render.js) exports: each page as a whole HTML document.
 * Written out as types, not inferred from render-pages.tsx, so the server's type check never
 * reads the pages' JSX and styles; scan-renderer.test.ts holds the two together.
 */
export interface ScanRenderer {
  renderScanPage(view: ScanPageView, options: ScanPageOptions): string;
  renderReportPage(view: ReportPageView, options: FormPageOptions): string;
  renderReportThanksPage(view: ReportThanksView, options: PageOptions): string;
  renderRegisterPage(view: RegisterPageView, options: FormPageOptions): string;
  renderOtpPage(view: OtpPageView, options: FormPageOptions): string;
  renderInvoicePage(view: InvoicePageView, options: FormPageOptions): string;
  renderLoyaltyPage(view: LoyaltyPageView, options: FormPageOptions): string;
  renderRegisteredPage(view: RegisteredPageView, options: PageOptions): string;
  renderStationPage(options: StationPageOptions): string;
  renderNoticePage(view: NoticePageView, options: PageOptions): string;
  /** The platform's explainer page, GET /scan/about (decision 0471): the same for every scan. */
  renderAboutPage(options: PageOptions): string;
  /** Every page's CSS together, as built; each page inlines only its share (decision 0478). */
  renderWholeCss(): string;
}

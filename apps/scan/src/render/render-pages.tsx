import type { ScanPageView } from '@veritag/domain';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { verdictWords } from '../content/verdict-words';
import { LoyaltyPage } from '../pages/LoyaltyPage/LoyaltyPage';
import { NoticePage } from '../pages/NoticePage/NoticePage';
import {
  InvoicePage,
  OtpPage,
  RegisteredPage,
  RegisterPage,
} from '../pages/RegisterPages/RegisterPages';
import { ReportPage, ReportThanksPage } from '../pages/ReportPages/ReportPages';
import { ScanPage } from '../pages/ScanPage/ScanPage';
import { StationPage } from '../pages/StationPage/StationPage';
import type {
  FormPageOptions,
  InvoicePageView,
  LoyaltyPageView,
  NoticePageView,
  OtpPageView,
  RegisteredPageView,
  RegisterPageView,
  ReportPageView,
  ReportThanksView,
  ScanPageOptions,
  StationPageOptions,
} from '../views/scan-pages.view';
import type { ScanRenderer } from './scan-renderer.types';
import { builtAssets } from './built-assets';
import { ScanDocument } from './ScanDocument';

/**
 * The renderer's door: each function returns a whole HTML document as a string. Built by
 * `pnpm --filter @veritag/scan build` into dist/server/render.js, which the server loads
 * through `loadScanRenderer()` (src/node). React renders on the server only; every text is
 * escaped by React, and every URL from a record passes safeUrl before it becomes a link.
 */
const documentOf = (title: string, assetBase: string, page: ReactElement, script?: string) =>
  `<!DOCTYPE html>${renderToStaticMarkup(
    <ScanDocument title={title} assetBase={assetBase} script={script}>
      {page}
    </ScanDocument>,
  )}`;

const titled = (first: string, view: { customer?: { name: string } }) =>
  view.customer ? `${first} · ${view.customer.name}` : first;

export function renderScanPage(view: ScanPageView, options: ScanPageOptions): string {
  const title = titled(
    `${verdictWords[view.verdict].title}${view.product ? `: ${view.product.name}` : ''}`,
    view,
  );
  return documentOf(title, options.assetBase, <ScanPage view={view} actions={options.actions} />);
}

export function renderReportPage(view: ReportPageView, options: FormPageOptions): string {
  return documentOf(
    titled('Report this product', view),
    options.assetBase,
    <ReportPage view={view} action={options.action} />,
  );
}

export function renderReportThanksPage(
  view: ReportThanksView,
  options: Pick<FormPageOptions, 'assetBase'>,
): string {
  return documentOf(titled('Thank you', view), options.assetBase, <ReportThanksPage view={view} />);
}

export function renderRegisterPage(view: RegisterPageView, options: FormPageOptions): string {
  return documentOf(
    titled(`Register ${view.product.name}`, view),
    options.assetBase,
    <RegisterPage view={view} action={options.action} />,
  );
}

export function renderOtpPage(view: OtpPageView, options: FormPageOptions): string {
  return documentOf(
    titled('Confirm your mobile', view),
    options.assetBase,
    <OtpPage view={view} action={options.action} />,
  );
}

export function renderInvoicePage(view: InvoicePageView, options: FormPageOptions): string {
  return documentOf(
    titled('Upload your invoice', view),
    options.assetBase,
    <InvoicePage view={view} action={options.action} />,
  );
}

export function renderLoyaltyPage(view: LoyaltyPageView, options: FormPageOptions): string {
  return documentOf(
    titled('Your points', view),
    options.assetBase,
    <LoyaltyPage view={view} action={options.action} />,
  );
}

export function renderRegisteredPage(
  view: RegisteredPageView,
  options: Pick<FormPageOptions, 'assetBase'>,
): string {
  return documentOf(titled('Registered', view), options.assetBase, <RegisteredPage view={view} />);
}

/** The scan station (decision 0316): the same page for everyone, with its own script. */
export function renderStationPage(options: StationPageOptions): string {
  return documentOf(
    'Scan station',
    options.assetBase,
    <StationPage signInUrl={options.signInUrl} />,
    builtAssets.stationScript,
  );
}

/** A page that only tells something (a limit reached, decision 0337). */
export function renderNoticePage(
  view: NoticePageView,
  options: Pick<FormPageOptions, 'assetBase'>,
): string {
  return documentOf(titled(view.title, view), options.assetBase, <NoticePage view={view} />);
}

// The server loads this module as a ScanRenderer: a page missing or mistyped here fails the type check.
const _renderer = {
  renderScanPage,
  renderReportPage,
  renderReportThanksPage,
  renderRegisterPage,
  renderOtpPage,
  renderInvoicePage,
  renderLoyaltyPage,
  renderRegisteredPage,
  renderStationPage,
  renderNoticePage,
} satisfies ScanRenderer;

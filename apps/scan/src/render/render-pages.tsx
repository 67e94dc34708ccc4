import type { ScanPageView } from '@veritag/domain';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { verdictWords } from '../content/verdict-words';
import { defaultLanguage } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages/en';
import { I18nProvider, pageI18n, scriptMessagesOf, type PageI18n } from '../i18n/page-i18n';
import { stationMessageKeys } from '../i18n/script-messages';
import { AboutPage } from '../pages/AboutPage/AboutPage';
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
import { Preview } from '../parts/Preview/Preview';
import { StationPage } from '../pages/StationPage/StationPage';
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
import type { ScanRenderer } from './scan-renderer.types';
import { builtAssets } from './built-assets';
import { pageCss, wholeCss } from './page-css';
import { pageCssElement, ScanDocument } from './ScanDocument';

/**
 * The renderer's door: each function returns a whole HTML document as a string. Built by
 * `pnpm --filter @veritag/scan build` into dist/server/render.js, which the server loads
 * through `loadScanRenderer()` (src/node). React renders on the server only; every text is
 * escaped by React, and every URL from a record passes safeUrl before it becomes a link.
 * Each page speaks the language the server chose (`options.lang`, decision 0466): its words,
 * `<html lang dir>`, its dates and numbers; what a brand typed is shown as written.
 */
const documentOf = (
  title: (t: PageI18n['t']) => string,
  options: PageOptions & { preview?: boolean },
  page: ReactElement,
  script?: { name: string; messages: readonly MessageKey[] },
) => {
  const lang = options.lang ?? defaultLanguage;
  const preview = options.preview === true;
  const { t } = pageI18n(lang);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <ScanDocument
      title={preview ? `${t('preview.label')} · ${title(t)}` : title(t)}
      assetBase={options.assetBase}
      lang={lang}
      script={script?.name}
      // The station's script reads its messages from its page (decision 0472).
      scriptMessages={script && scriptMessagesOf(lang, script.messages)}
      preview={preview}
    >
      <I18nProvider lang={lang} back={options.back}>
        {preview ? <Preview>{page}</Preview> : page}
      </I18nProvider>
    </ScanDocument>,
  )}`;
  // The CSS this markup uses (decision 0478); a function, so no '$' in the CSS is read as a pattern.
  return html.replace(
    pageCssElement,
    () => `<style>${pageCss(builtAssets.cssPieces, html)}</style>`,
  );
};

const titled = (first: string, view: { customer?: { name: string } }) =>
  view.customer ? `${first} · ${view.customer.name}` : first;

export function renderScanPage(view: ScanPageView, options: ScanPageOptions): string {
  return documentOf(
    (t) =>
      titled(
        `${t(verdictWords[view.verdict].title)}${view.product ? `: ${view.product.name}` : ''}`,
        view,
      ),
    options,
    <ScanPage view={view} actions={options.actions} />,
  );
}

export function renderReportPage(view: ReportPageView, options: FormPageOptions): string {
  return documentOf(
    (t) => titled(t('report.title'), view),
    options,
    <ReportPage view={view} action={options.action} />,
  );
}

export function renderReportThanksPage(view: ReportThanksView, options: PageOptions): string {
  return documentOf(
    (t) => titled(t('thanks.title'), view),
    options,
    <ReportThanksPage view={view} />,
  );
}

export function renderRegisterPage(view: RegisterPageView, options: FormPageOptions): string {
  return documentOf(
    (t) => titled(t('register.pageTitle', { product: view.product.name }), view),
    options,
    <RegisterPage view={view} action={options.action} />,
  );
}

export function renderOtpPage(view: OtpPageView, options: FormPageOptions): string {
  return documentOf(
    (t) => titled(t('otp.title'), view),
    options,
    <OtpPage view={view} action={options.action} />,
  );
}

export function renderInvoicePage(view: InvoicePageView, options: FormPageOptions): string {
  return documentOf(
    (t) => titled(t('invoice.title'), view),
    options,
    <InvoicePage view={view} action={options.action} />,
  );
}

export function renderLoyaltyPage(view: LoyaltyPageView, options: FormPageOptions): string {
  return documentOf(
    (t) => titled(t('points.title'), view),
    options,
    <LoyaltyPage view={view} action={options.action} />,
  );
}

export function renderRegisteredPage(view: RegisteredPageView, options: PageOptions): string {
  return documentOf(
    (t) => titled(t('registered.title'), view),
    options,
    <RegisteredPage view={view} />,
  );
}

/**
 * The scan station (decision 0316): the same page for everyone in one language, with its own
 * script, whose messages the page carries in that language (decision 0472).
 */
export function renderStationPage(options: StationPageOptions): string {
  return documentOf(
    (t) => t('station.title'),
    options,
    <StationPage signInUrl={options.signInUrl} />,
    { name: builtAssets.stationScript, messages: stationMessageKeys },
  );
}

/** A page that only tells something (a limit reached, decision 0337). */
export function renderNoticePage(view: NoticePageView, options: PageOptions): string {
  return documentOf(
    (t) => titled(view.title ?? t('notice.tryLater'), view),
    options,
    <NoticePage view={view} />,
  );
}

/** The platform's explainer, GET /scan/about (decision 0471): the same for every scan. */
export function renderAboutPage(options: PageOptions): string {
  return documentOf((t) => t('about.title'), options, <AboutPage />);
}

/** Every page's CSS together, as built: what each page's share is cut from (decision 0478). */
export function renderWholeCss(): string {
  return wholeCss(builtAssets.cssPieces);
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
  renderAboutPage,
  renderWholeCss,
} satisfies ScanRenderer;

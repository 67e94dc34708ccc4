import { PageLayout } from '../../layout/PageLayout/PageLayout';
import * as content from '../../parts/content.css';
import { ReportSection } from '../../parts/forms/PersonSections';
import type { ReportPageView, ReportThanksView } from '../../views/scan-pages.view';
import { pageTitle } from '../page-title.css';

/** The report form on its own: what the server shows again, with its refusal, when a report was not taken. */
export function ReportPage({ view, action }: { view: ReportPageView; action: string }) {
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>Not genuine</h1>
      <ReportSection action={action} state={view} />
    </PageLayout>
  );
}

/** After a report was stored. */
export function ReportThanksPage({ view }: { view: ReportThanksView }) {
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>Thank you</h1>
      <p role="status" className={content.prose}>
        Your report was sent to {view.customer?.name ?? 'the brand'}. Please do not use this product
        until they have looked into it.
      </p>
    </PageLayout>
  );
}

import { usePageI18n } from '../../i18n/page-i18n';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import * as content from '../../parts/content.css';
import { ReportSection } from '../../parts/forms/PersonSections';
import type { ReportPageView, ReportThanksView } from '../../views/scan-pages.view';
import { pageTitle } from '../page-title.css';

/** The report form on its own: what the server shows again, with its refusal, when a report was not taken. */
export function ReportPage({ view, action }: { view: ReportPageView; action: string }) {
  const { t } = usePageI18n();
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{t('verdict.notGenuine')}</h1>
      <ReportSection action={action} state={view} reviewer={view.reviewer} />
    </PageLayout>
  );
}

/** After a report was stored. */
export function ReportThanksPage({ view }: { view: ReportThanksView }) {
  const { t } = usePageI18n();
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{t('thanks.title')}</h1>
      <p role="status" className={content.prose}>
        {view.reviewer === 'platform'
          ? t('thanks.sentToPlatform')
          : view.customer
            ? t('thanks.sentTo', { brand: view.customer.name })
            : t('thanks.sentToBrand')}
      </p>
    </PageLayout>
  );
}

import { usePageI18n } from '../../i18n/page-i18n';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import * as content from '../../parts/content.css';
import type { NoticePageView } from '../../views/scan-pages.view';
import { refusalWords } from '../../parts/forms/refusal-words';
import { pageTitle } from '../page-title.css';

/** A page that only says something: a limit reached (decision 0337), what to do and when. */
export function NoticePage({ view }: { view: NoticePageView }) {
  const { t } = usePageI18n();
  return (
    <PageLayout code={view.code ?? ''} customer={view.customer}>
      <h1 className={pageTitle}>{view.title ?? t('notice.tryLater')}</h1>
      <p role="status" className={content.prose}>
        {view.refusal ? refusalWords({ ...view, title: view.message }, t) : view.message}
      </p>
    </PageLayout>
  );
}

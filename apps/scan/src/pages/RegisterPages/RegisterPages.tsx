import { usePageI18n } from '../../i18n/page-i18n';
import { PageLayout } from '../../layout/PageLayout/PageLayout';
import { InvoiceSection, OtpSection } from '../../parts/forms/FollowUpSections';
import { RegisterSection } from '../../parts/forms/PersonSections';
import { Notice } from '../../parts/forms/ScanForm';
import { LastPageContent } from '../../parts/CustomerContent/CustomerContent';
import * as content from '../../parts/content.css';
import type {
  InvoicePageView,
  OtpPageView,
  RegisteredPageView,
  RegisterPageView,
} from '../../views/scan-pages.view';
import { pageTitle } from '../page-title.css';

/** Registration on its own page: shown again with the server's refusal beside each field. */
export function RegisterPage({ view, action }: { view: RegisterPageView; action: string }) {
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{view.product.name}</h1>
      <RegisterSection action={action} product={view.product} state={view} />
    </PageLayout>
  );
}

/** The one-time code step after registering. */
export function OtpPage({ view, action }: { view: OtpPageView; action: string }) {
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{view.product.name}</h1>
      <OtpSection
        action={action}
        product={view.product}
        mobileEnding={view.mobileEnding}
        state={view}
      />
    </PageLayout>
  );
}

/** Invoice upload, when the product allows it. */
export function InvoicePage({ view, action }: { view: InvoicePageView; action: string }) {
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{view.product.name}</h1>
      <Notice notice={view.notice} />
      <InvoiceSection action={action} product={view.product} state={view} />
    </PageLayout>
  );
}

/** The end of a registration: the product is the person's now; the product's last page follows. */
export function RegisteredPage({ view }: { view: RegisteredPageView }) {
  const { t } = usePageI18n();
  return (
    <PageLayout code={view.code} customer={view.customer}>
      <h1 className={pageTitle}>{t('registered.title')}</h1>
      <Notice notice={view.notice} />
      <p className={content.prose}>{t('registered.yours', { product: view.product.name })}</p>
      {view.pointsUrl && (
        <p className={content.prose}>
          <a href={view.pointsUrl}>{t('registered.points')}</a>
        </p>
      )}
      <LastPageContent product={view.product} />
    </PageLayout>
  );
}

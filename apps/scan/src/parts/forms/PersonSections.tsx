import type { ScanPageProduct } from '@veritag/domain';
import { Card } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import * as content from '../content.css';
import { Prose, SafeImage } from '../links';
import type { FormState } from '../../views/scan-pages.view';
import { PersonFields } from './PersonFields';
import { ScanForm } from './ScanForm';

/** A not-genuine verdict's report: name, email and mobile; the server stores it as an invalid scan report. */
export function ReportSection({
  action,
  state,
  reviewer = 'brand',
}: {
  action: string;
  state?: FormState;
  reviewer?: 'brand' | 'platform' | undefined;
}) {
  const { t } = usePageI18n();
  return (
    <Card title={t('report.title')} data-slot="report">
      <div className={content.stack}>
        <p className={content.prose}>
          {t(reviewer === 'platform' ? 'report.introPlatform' : 'report.intro')}
        </p>
        <ScanForm action={action} submitLabel={t('report.send')} problem={state?.problem}>
          <PersonFields state={state} order={['name', 'email', 'mobile']} />
        </ScanForm>
      </div>
    </Card>
  );
}

/**
 * Registration of a genuine product (captureUserData): the product's registration text and
 * image, the points it earns, then name, mobile and email. A one-time code confirms the mobile next.
 */
export function RegisterSection({
  action,
  product,
  state,
}: {
  action: string;
  product: ScanPageProduct;
  state?: FormState;
}) {
  const { t } = usePageI18n();
  return (
    <Card title={t('register.title')} data-slot="register">
      <div className={content.stack}>
        <SafeImage url={product.images.onRegistration} alt="" />
        <Prose text={product.customTexts.forRegistration} slot="registration-text" />
        {product.loyaltyPoints !== undefined && product.loyaltyPoints > 0 && (
          <p className={content.prose} data-slot="points-offer">
            {t('register.earn', { count: product.loyaltyPoints })}
          </p>
        )}
        <ScanForm action={action} submitLabel={t('register.send')} problem={state?.problem}>
          <PersonFields state={state} order={['name', 'mobile', 'email']} />
        </ScanForm>
      </div>
    </Card>
  );
}

import type { ScanPageCustomer, ScanPageProduct } from '@veritag/domain';
import { Card } from '@veritag/ui';
import { safeUrl } from '../../content/safe-url';
import { usePageI18n } from '../../i18n/page-i18n';
import * as styles from '../content.css';
import { LinkList, Prose, SafeImage } from '../links';
import { comparedImageOf } from '../ProductComparison/ProductComparison';

/**
 * What the product chose to show (spec 002): its image, description, texts and dates, and the
 * product's own links with the customer's product content and brochure. Each part renders
 * only when the product has it. Under the comparison (`compared`, decision 0470) it repeats
 * neither the dates nor the image shown there: a picture the comparison did not show (it showed
 * the label) stays, as decoration, since the product's name is already the image above's.
 */
export function ProductDetails({
  product,
  customer,
  compared = false,
}: {
  product: ScanPageProduct;
  customer?: ScanPageCustomer;
  compared?: boolean;
}) {
  const { t, month: monthOf } = usePageI18n();
  const dates = [
    { name: t('product.manufactured'), month: compared ? undefined : product.mfgMonth },
    { name: t('product.expires'), month: compared ? undefined : product.expiryMonth },
  ].filter((date): date is { name: string; month: string } => Boolean(date.month));
  const shownAbove = compared ? comparedImageOf(product) : undefined;
  const picture =
    shownAbove && safeUrl(product.imageUrl) === shownAbove ? undefined : product.imageUrl;
  return (
    <Card title={product.name} data-slot="product">
      <div className={styles.stack}>
        <SafeImage url={picture} alt={compared ? '' : product.name} />
        <Prose text={product.customTexts.postScan} slot="post-scan-text" />
        <Prose text={product.description} slot="description" />
        {dates.length > 0 && (
          <dl className={styles.facts} data-slot="dates">
            {dates.map(({ name, month }) => (
              <div key={name} className={styles.factRow}>
                <dt className={styles.factName}>{name}</dt>
                <dd className={styles.factValue}>{monthOf(month)}</dd>
              </div>
            ))}
          </dl>
        )}
        <Prose text={product.customTexts.onIdentification} slot="identification-text" />
        <SafeImage url={product.images.onIdentification} alt="" />
        <LinkList
          label={t('product.links', { product: product.name })}
          links={[
            { label: t('product.offers'), url: product.offersPageLink },
            { label: t('product.warranty'), url: product.warrantyLink },
            { label: t('product.content'), url: customer?.productContentUrl },
            { label: t('product.brochure'), url: customer?.brochureUrl },
          ]}
        />
      </div>
    </Card>
  );
}

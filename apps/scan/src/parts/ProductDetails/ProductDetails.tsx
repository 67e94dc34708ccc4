import type { ScanPageCustomer, ScanPageProduct } from '@veritag/domain';
import { Card } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import * as styles from '../content.css';
import { LinkList, Prose, SafeImage } from '../links';

/**
 * What the product chose to show (spec 002): its image, description, texts and dates, and the
 * product's own links with the customer's product content and brochure. Each part renders
 * only when the product has it.
 */
export function ProductDetails({
  product,
  customer,
}: {
  product: ScanPageProduct;
  customer?: ScanPageCustomer;
}) {
  const { t, month: monthOf } = usePageI18n();
  const dates = [
    { name: t('product.manufactured'), month: product.mfgMonth },
    { name: t('product.expires'), month: product.expiryMonth },
  ].filter((date): date is { name: string; month: string } => Boolean(date.month));
  return (
    <Card title={product.name} data-slot="product">
      <div className={styles.stack}>
        <SafeImage url={product.imageUrl} alt={product.name} />
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

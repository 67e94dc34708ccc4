import type { ScanPageCustomer, ScanPageProduct } from '@veritag/domain';
import { Card } from '@veritag/ui';
import { formatMonth } from '../../content/format';
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
  const dates = [
    { name: 'Manufactured', month: product.mfgMonth },
    { name: 'Expires', month: product.expiryMonth },
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
                <dd className={styles.factValue}>{formatMonth(month)}</dd>
              </div>
            ))}
          </dl>
        )}
        <Prose text={product.customTexts.onIdentification} slot="identification-text" />
        <SafeImage url={product.images.onIdentification} alt="" />
        <LinkList
          label={`About ${product.name}`}
          links={[
            { label: 'See offers', url: product.offersPageLink },
            { label: 'Warranty', url: product.warrantyLink },
            { label: 'Product content', url: customer?.productContentUrl },
            { label: 'Brochure', url: customer?.brochureUrl },
          ]}
        />
      </div>
    </Card>
  );
}

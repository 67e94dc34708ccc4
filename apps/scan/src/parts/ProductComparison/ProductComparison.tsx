import { useId } from 'react';
import type { ScanPageProduct } from '@veritag/domain';
import { phoneSizes, safeUrl } from '../../content/safe-url';
import { usePageI18n } from '../../i18n/page-i18n';
import * as content from '../content.css';
import * as styles from './ProductComparison.css';

/**
 * The image a shopper compares the pack with: the label as printed when the product has one,
 * else its picture (shown only when showProductImage is on: the server leaves it out otherwise).
 */
export const comparedImageOf = (product: ScanPageProduct): string | undefined =>
  safeUrl(product.labelImageUrl) ?? safeUrl(product.imageUrl);

// The box the image is laid out in before it loads (width and height attributes), so nothing
// below it moves; the picture is fitted inside, whatever its own shape.
const imageBox = 320;

/**
 * What a genuine verdict asks the shopper to check (decision 0470): the brand's own question
 * (authenticationMsg, as written) beside what to check it against, the product's label or
 * picture and the details printed on the pack: its name, the batch (only when the label prints
 * one), the manufacturing and expiry months (only when the product shows them). Near the top, so
 * its image loads at once.
 */
export function ProductComparison({
  product,
  batch,
}: {
  product: ScanPageProduct;
  batch?: string;
}) {
  const { t, month } = usePageI18n();
  const titleId = useId();
  const image = comparedImageOf(product);
  const facts = [
    { key: 'product', name: t('compare.product'), value: product.name },
    // A batch is Latin letters and digits read left to right, whatever the page's direction.
    { key: 'batch', name: t('compare.batch'), value: batch, ltr: true },
    {
      key: 'manufactured',
      name: t('product.manufactured'),
      value: product.mfgMonth && month(product.mfgMonth),
    },
    {
      key: 'expires',
      name: t('product.expires'),
      value: product.expiryMonth && month(product.expiryMonth),
    },
  ].filter((fact) => fact.value?.trim());
  return (
    // Named by its heading, so a screen reader's landmarks list it beside the verdict.
    <section className={styles.root} data-slot="comparison" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('compare.title')}
      </h2>
      {product.authenticationMsg?.trim() && (
        <p className={content.prose} data-slot="authentication-message">
          {product.authenticationMsg}
        </p>
      )}
      <div className={styles.body}>
        {image && (
          <img
            className={styles.image}
            {...phoneSizes(image)}
            sizes="10rem"
            width={imageBox}
            height={imageBox}
            alt={product.name}
            loading="eager"
            fetchPriority="high"
            data-slot="comparison-image"
          />
        )}
        <dl className={`${content.facts} ${styles.facts}`} data-slot="printed-details">
          {facts.map(({ key, name, value, ltr }) => (
            <div key={key} className={content.factRow} data-fact={key}>
              <dt className={content.factName}>{name}</dt>
              <dd className={content.factValue}>
                <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import type { ScanPageCustomer, ScanPageProduct } from '@veritag/domain';
import { Card } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import * as styles from '../content.css';
import { LinkList, Prose, safeLinks } from '../links';

/** The customer's message on scan: said right under the verdict, before the product. */
export function CustomerMessage({ customer }: { customer?: ScanPageCustomer }) {
  return <Prose text={customer?.messageOnScan} slot="message-on-scan" />;
}

/** The customer's microsite text and its enabled app and social links (spec 000); nothing when it has neither. */
export function CustomerContent({ customer }: { customer?: ScanPageCustomer }) {
  const { t } = usePageI18n();
  if (!customer) return null;
  const links = customer.links.map(({ kind, url }) => ({ label: t(`link.${kind}`), url }));
  const text = customer.textForMicrosite?.trim();
  if (!text && safeLinks(links).length === 0) return null;
  return (
    <Card title={t('customer.from', { brand: customer.name })} data-slot="customer">
      <div className={styles.stack}>
        <Prose text={text} slot="microsite-text" />
        <LinkList label={t('customer.links', { brand: customer.name })} links={links} />
      </div>
    </Card>
  );
}

/** What the product shows last: its closing text and video link. */
export function LastPageContent({ product }: { product?: ScanPageProduct }) {
  const { t } = usePageI18n();
  if (!product) return null;
  return (
    <>
      <Prose text={product.customTexts.onLastPage} slot="last-page-text" />
      <LinkList
        label={t('lastPage.video')}
        links={[{ label: t('lastPage.watch'), url: product.videoLinkOnLastPage }]}
      />
    </>
  );
}

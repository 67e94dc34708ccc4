import type { ScanPageCustomer, ScanPageProduct } from '@veritag/domain';
import { Card } from '@veritag/ui';
import * as styles from '../content.css';
import { LinkList, Prose, safeLinks } from '../links';

const linkLabels: Record<ScanPageCustomer['links'][number]['kind'], string> = {
  website: 'Website',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  android: 'Get the Android app',
  ios: 'Get the iOS app',
};

/** The customer's message on scan: said right under the verdict, before the product. */
export function CustomerMessage({ customer }: { customer?: ScanPageCustomer }) {
  return <Prose text={customer?.messageOnScan} slot="message-on-scan" />;
}

/** The customer's microsite text and its enabled app and social links (spec 000); nothing when it has neither. */
export function CustomerContent({ customer }: { customer?: ScanPageCustomer }) {
  if (!customer) return null;
  const links = customer.links.map(({ kind, url }) => ({ label: linkLabels[kind], url }));
  const text = customer.textForMicrosite?.trim();
  if (!text && safeLinks(links).length === 0) return null;
  return (
    <Card title={`From ${customer.name}`} data-slot="customer">
      <div className={styles.stack}>
        <Prose text={text} slot="microsite-text" />
        <LinkList label={`${customer.name} links`} links={links} />
      </div>
    </Card>
  );
}

/** What the product shows last: its closing text and video link. */
export function LastPageContent({ product }: { product?: ScanPageProduct }) {
  if (!product) return null;
  return (
    <>
      <Prose text={product.customTexts.onLastPage} slot="last-page-text" />
      <LinkList
        label="Video"
        links={[{ label: 'Watch the video', url: product.videoLinkOnLastPage }]}
      />
    </>
  );
}

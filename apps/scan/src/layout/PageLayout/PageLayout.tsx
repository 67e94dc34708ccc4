import type { ScanPageCustomer } from '@veritag/domain';
import { scanPath } from '@veritag/domain';
import type { ReactNode } from 'react';
import { accentStyle } from '../../content/accent';
import { safeUrl } from '../../content/safe-url';
import { usePageI18n } from '../../i18n/page-i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './PageLayout.css';
import { PlatformMark } from './PlatformMark';

export interface PageLayoutProps {
  /** The scanned code, repeated at the foot so a report or a call to support can quote it; '' on a page of no one scan (the points page). */
  code: string;
  customer?: ScanPageCustomer;
  /** The product's colour (`#rrggbb`): the header band's and the comparison's accent, AA-checked (decision 0470). */
  accent?: string;
  /** The platform's "Verified by Veritag" mark at the foot, linking to its explainer (decision 0471). */
  mark?: boolean;
  children: ReactNode;
}

/**
 * Every scan page's frame: the brand that printed the code (banner), the content (main), the
 * code and the language switcher (contentinfo). The switcher sits at the foot, so the verdict
 * stays the first thing on a phone's screen. A product's colour becomes the page's accent only
 * through accentStyle's checked values (decision 0470); the platform's mark sits in the foot,
 * outside everything a brand fills (decision 0471).
 */
export function PageLayout({ code, customer, accent, mark = false, children }: PageLayoutProps) {
  const { rich, back } = usePageI18n();
  const logoUrl = safeUrl(customer?.logoUrl);
  // A page answered to a POST has no address of its own: its switcher returns to the scan page.
  const returnTo = back ?? (code ? `${scanPath}/${encodeURIComponent(code)}` : undefined);
  const accented = accentStyle(accent);
  return (
    <div
      className={styles.page}
      data-slot="page"
      style={accented}
      data-accent={accented ? '' : undefined}
    >
      {customer && (
        <header
          className={accented ? `${styles.brand} ${styles.brandBand}` : styles.brand}
          data-slot="brand"
        >
          {/* The name is written beside the logo, so the image itself is decoration. */}
          {logoUrl && (
            <img
              className={styles.logo}
              // A logo is shown small: the narrowest published size is plenty (decision 0468).
              src={logoUrl.startsWith('/scan-files/') ? `${logoUrl}?w=320` : logoUrl}
              alt=""
              data-slot="logo"
            />
          )}
          <span>{customer.name}</span>
        </header>
      )}
      <main className={styles.main}>{children}</main>
      {/* Every page has the switcher: every word of the platform's is in each language (decision 0472). */}
      <footer className={styles.footer} data-slot="footer">
        {code && (
          <p className={styles.codeLine}>
            {/* A code is Latin letters and digits read left to right, whatever the page's direction. */}
            {rich('layout.code', {
              code: (
                <bdi className={styles.code} dir="ltr">
                  {code}
                </bdi>
              ),
            })}
          </p>
        )}
        {mark && <PlatformMark />}
        <LanguageSwitcher back={returnTo} />
      </footer>
    </div>
  );
}

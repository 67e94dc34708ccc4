import type { ScanPageCustomer } from '@veritag/domain';
import { scanPath } from '@veritag/domain';
import type { ReactNode } from 'react';
import { safeUrl } from '../../content/safe-url';
import { usePageI18n } from '../../i18n/page-i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  /** The scanned code, repeated at the foot so a report or a call to support can quote it; '' on a page of no one scan (the points page). */
  code: string;
  customer?: ScanPageCustomer;
  /** false on a page whose words are not translated yet (the station): a switcher there would change nothing. */
  languages?: boolean;
  children: ReactNode;
}

/**
 * Every scan page's frame: the brand that printed the code (banner), the content (main), the
 * code and the language switcher (contentinfo). The switcher sits at the foot, so the verdict
 * stays the first thing on a phone's screen.
 */
export function PageLayout({ code, customer, languages = true, children }: PageLayoutProps) {
  const { rich, back } = usePageI18n();
  const logoUrl = safeUrl(customer?.logoUrl);
  // A page answered to a POST has no address of its own: its switcher returns to the scan page.
  const returnTo = back ?? (code ? `${scanPath}/${encodeURIComponent(code)}` : undefined);
  return (
    <div className={styles.page} data-slot="page">
      {customer && (
        <header className={styles.brand} data-slot="brand">
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
      {(code || languages) && (
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
          {languages && <LanguageSwitcher back={returnTo} />}
        </footer>
      )}
    </div>
  );
}

import type { ScanPageCustomer } from '@veritag/domain';
import type { ReactNode } from 'react';
import { safeUrl } from '../../content/safe-url';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  /** The scanned code, repeated at the foot so a report or a call to support can quote it; '' on a page of no one scan (the points page). */
  code: string;
  customer?: ScanPageCustomer;
  children: ReactNode;
}

/** Every scan page's frame: the brand that printed the code (banner), the content (main), the code (contentinfo). */
export function PageLayout({ code, customer, children }: PageLayoutProps) {
  const logoUrl = safeUrl(customer?.logoUrl);
  return (
    <div className={styles.page} data-slot="page">
      {customer && (
        <header className={styles.brand} data-slot="brand">
          {/* The name is written beside the logo, so the image itself is decoration. */}
          {logoUrl && <img className={styles.logo} src={logoUrl} alt="" data-slot="logo" />}
          <span>{customer.name}</span>
        </header>
      )}
      <main className={styles.main}>{children}</main>
      {code && (
        <footer className={styles.footer} data-slot="footer">
          Code <span className={styles.code}>{code}</span>
        </footer>
      )}
    </div>
  );
}

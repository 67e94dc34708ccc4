import { ChevronRight } from 'lucide-react';
import {
  Breadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type Key,
} from 'react-aria-components';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: Key;
  label: string;
  /**
   * Where the crumb leads; without one (a menu group) the crumb is plain words. The last crumb
   * is the current page, never a link.
   */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<
  AriaBreadcrumbsProps<BreadcrumbItem>,
  'children' | 'items'
> {
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. */
  'aria-label'?: string;
}

/**
 * Every screen's trail (react-aria-components' Breadcrumbs in a nav landmark). A crumb with an
 * `href` is a link; one without is plain text that takes no focus; the last is the current page.
 */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel = 'Breadcrumb',
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} data-slot="breadcrumbs">
      <AriaBreadcrumbs
        {...props}
        items={items}
        className={[styles.list, className].filter(Boolean).join(' ')}
      >
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                {/* react-aria's Link without an href is still a focusable role="link": render words instead. */}
                {item.href !== undefined && !isCurrent ? (
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                ) : (
                  <span className={styles.text} aria-current={isCurrent ? 'page' : undefined}>
                    {item.label}
                  </span>
                )}
                {!isCurrent && <ChevronRight size={14} aria-hidden className={styles.separator} />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}

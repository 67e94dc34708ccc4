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
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<AriaBreadcrumbsProps<BreadcrumbItem>, 'children' | 'items'> {
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. */
  'aria-label'?: string;
}

/** Every screen's trail (react-aria-components' Breadcrumbs in a nav landmark); the last item is the current page. */
export function Breadcrumbs({ items, 'aria-label': ariaLabel = 'Breadcrumb', className, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} data-slot="breadcrumbs">
      <AriaBreadcrumbs {...props} items={items} className={[styles.list, className].filter(Boolean).join(' ')}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && <ChevronRight size={14} aria-hidden className={styles.separator} />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}

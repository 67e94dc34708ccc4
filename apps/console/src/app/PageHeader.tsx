import type { ReactNode } from 'react';
import type { Route } from '@veritag/domain';
import { Breadcrumbs } from '@veritag/ui';
import * as styles from './PageHeader.css';

export interface Crumb {
  label: string;
  route?: Route;
}

/** Every screen's breadcrumb and heading (DESIGN.md: every screen has a breadcrumb). */
export function PageHeader({ title, trail, actions }: { title: string; trail: readonly Crumb[]; actions?: ReactNode }) {
  const items = [...trail, { label: title }].map((crumb, index) => ({
    id: index,
    label: crumb.label,
    ...('route' in crumb && crumb.route ? { href: `#${crumb.route}` } : {}),
  }));
  return (
    <header className={styles.header}>
      <Breadcrumbs items={items} />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
    </header>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import type { Route } from '#app/app/paths';
import { Breadcrumbs } from '@veritag/ui';
import * as styles from './PageHeader.css';

export interface Crumb {
  label: string;
  route?: Route;
}

/**
 * Every screen's breadcrumb and heading (DESIGN.md: every screen has a breadcrumb). A crumb
 * with a route is a link; one without is plain text. The heading takes focus when the
 * screen opens, so a screen reader and the keyboard start at the new page, not the body.
 */
export function PageHeader({
  title,
  trail,
  actions,
}: {
  title: string;
  trail: readonly Crumb[];
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const items = [...trail, { label: title }].map((crumb, index) => ({
    id: index,
    label: crumb.label,
    ...('route' in crumb && crumb.route ? { href: `#${crumb.route}` } : {}),
  }));
  return (
    <header className={styles.header}>
      <Breadcrumbs items={items} />
      <div className={styles.titleRow}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {actions}
      </div>
    </header>
  );
}

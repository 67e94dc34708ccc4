import { Inbox } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** What to do about it, e.g. an "Add customer" button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a list or panel shows when it has nothing yet: a title, why, and what to do. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...props}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="empty-state"
    >
      <span className={styles.icon} aria-hidden>
        {icon ?? <Inbox size={32} />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}

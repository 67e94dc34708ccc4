import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

const card = cva(styles.root, {
  variants: { padding: styles.padding, elevation: styles.elevation },
  defaultVariants: { padding: 'md', elevation: 'raised' },
});

export interface CardProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title'>, VariantProps<typeof card> {
  /** A heading that also names the card's region. */
  title?: ReactNode;
  /** Heading level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons beside the title. */
  actions?: ReactNode;
}

/** A surface grouping related content, optionally titled (then a labelled section). */
export function Card({
  title,
  headingLevel = 2,
  actions,
  padding,
  elevation,
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title === undefined ? undefined : titleId}
      {...props}
      className={card({ padding, elevation, className })}
      data-slot="card"
    >
      {(title !== undefined || actions !== undefined) && (
        <header className={styles.header}>
          {title !== undefined && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

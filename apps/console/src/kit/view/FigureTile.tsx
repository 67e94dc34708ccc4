import { useId, type ReactNode } from 'react';
import type { Loaded } from '#app/app/use-load';
import * as styles from './FigureTile.css';

const countFormat = new Intl.NumberFormat('en');

/** Tiles of figures side by side, wrapping on narrow screens. */
export function FigureGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="list" aria-label={label} className={styles.grid}>
      {children}
    </div>
  );
}

/**
 * One labelled figure (a group named by its label, so a reader and a test find "Products"
 * and its number together). A figure that could not be loaded says so in its own tile.
 */
export function FigureTile({
  label,
  state,
  format = (value) => (typeof value === 'number' ? countFormat.format(value) : value),
}: {
  label: string;
  state: Loaded<number | string>;
  format?: (value: number | string) => string;
}) {
  const labelId = useId();
  return (
    <div role="listitem" className={styles.tile}>
      <div role="group" aria-labelledby={labelId}>
        <div id={labelId} className={styles.label}>
          {label}
        </div>
        {state.status === 'ready' ? (
          <div className={styles.value}>{format(state.data)}</div>
        ) : (
          <div className={styles.missing}>{state.status === 'loading' ? '…' : 'Not available'}</div>
        )}
      </div>
    </div>
  );
}

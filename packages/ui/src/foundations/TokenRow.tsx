import type { CSSProperties, ReactNode } from 'react';
import * as styles from './foundations.css';

interface TokenRowProps {
  name: string;
  value: string;
  /** The sample beside the text: a swatch, a bar, a box. Decorative: the text says it all. */
  children?: ReactNode;
}

/** A token's sample with its name and value as text beside it, on the neutral surface. */
export function TokenRow({ name, value, children }: TokenRowProps) {
  return (
    <li className={styles.row}>
      {children}
      <span className={styles.label}>
        <span className={styles.name}>{name}</span>
        <span className={styles.value}>{value}</span>
      </span>
    </li>
  );
}

/** A colour swatch; the colour comes from the token objects, never from a copy. */
export function Swatch({ color, style }: { color: string; style?: CSSProperties }) {
  return <span aria-hidden className={styles.swatch} style={{ ...style, background: color }} />;
}

import * as styles from './SideMenu.css';

export type MenuPlacement = 'static' | 'slim' | 'drawer' | 'horizontal';

/** 'Track and Trace' gives 'TT', 'Master' gives 'Ma': what the slim menu has room for. */
export const abbreviationOf = (label: string): string => {
  const words = label
    .split(/\s+/)
    .filter((word) => word.length > 0 && word.toLowerCase() !== 'and');
  return words.length > 1
    ? words
        .slice(0, 2)
        .map((word) => word.charAt(0).toUpperCase())
        .join('')
    : label.slice(0, 2);
};

/** The words of a menu entry; in the slim menu an abbreviation, with the full name for screen readers. */
export function MenuEntryText({ label, placement }: { label: string; placement: MenuPlacement }) {
  if (placement !== 'slim') return <span className={styles.entryLabel}>{label}</span>;
  return (
    <>
      <span className={styles.abbreviation} aria-hidden="true" title={label}>
        {abbreviationOf(label)}
      </span>
      <span className={styles.visuallyHidden}>{label}</span>
    </>
  );
}

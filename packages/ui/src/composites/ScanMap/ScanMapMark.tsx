import { scanMarkerTone } from '@veritag/domain';
import { totalOf, type ScanMark } from './scan-clusters';
import { countFormat } from './scan-map-texts';
import { visuallyHidden } from '../../tokens/visually-hidden.css';
import * as styles from './ScanMap.css';

const compactCount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Bubble diameter in px: grows with the count's order of magnitude; a million is 56 px, a grid square. */
export const bubbleSize = (total: number) => Math.min(56, Math.round(26 + 5 * Math.log10(total)));

/** A single scan: a dot for valid, a diamond for invalid, so colour is not the only difference. */
export function ScanDot({ invalid }: { invalid: boolean }) {
  const tone = scanMarkerTone({ valid: !invalid });
  return <span aria-hidden className={styles.dot} data-slot="scan-map-dot" data-tone={tone} />;
}

/**
 * A scan far from its consignment's destination (geo-diversion): an amber triangle, a third
 * shape beside the dot and the diamond, named with how far it strayed for screen readers.
 */
export function DivertedMark({ label }: { label?: string }) {
  return label === undefined ? (
    <span aria-hidden className={styles.diverted} data-slot="scan-map-diverted" />
  ) : (
    <span role="img" aria-label={label} className={styles.diverted} data-slot="scan-map-diverted" />
  );
}

/**
 * Several scans: a ring whose green and red arcs split the count, the count in the middle.
 * A button that zooms in until it splits, named with the whole split for screen readers.
 */
export function ScanBubble({
  mark,
  onZoomIn,
}: {
  mark: ScanMark;
  onZoomIn: (mark: ScanMark) => void;
}) {
  const total = totalOf(mark);
  const size = bubbleSize(total);
  const radius = size / 2 - 3;
  const circumference = 2 * Math.PI * radius;
  return (
    <button
      type="button"
      className={styles.bubble}
      data-slot="scan-map-bubble"
      onClick={() => onZoomIn(mark)}
      style={{ width: size, height: size }}
    >
      <svg
        aria-hidden
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className={styles.bubbleRing}
      >
        <circle cx={size / 2} cy={size / 2} r={radius} data-tone="invalid" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          data-tone="valid"
          strokeDasharray={`${(circumference * mark.valid) / total} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      {/* The shown count starts the button's name (WCAG 2.5.3); the exact split follows, unseen. */}
      <span className={styles.bubbleCount}>{compactCount.format(total)}</span>
      <span className={visuallyHidden}>
        {` scans here: ${countFormat.format(mark.valid)} valid, ${countFormat.format(mark.invalid)} invalid. Zoom in`}
      </span>
    </button>
  );
}

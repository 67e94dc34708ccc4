import { memo } from 'react';
import { pointsPerMm } from './symbol-warning';
import * as styles from './LabelCanvas.css';

/** Ruler thickness in CSS pixels. */
export const rulerSize = 20;

interface RulerProps {
  /** The label's length along the ruler, in points. */
  lengthPt: number;
  /** CSS pixels per point. */
  scale: number;
  orientation: 'horizontal' | 'vertical';
}

/**
 * A millimetre ruler: a tick every millimetre (when they are at least 3 px apart), longer ones
 * every 5, numbered every 10. Drawn as one path, so it costs nothing while dragging.
 */
export const Ruler = memo(function Ruler({ lengthPt, scale, orientation }: RulerProps) {
  const pxPerMm = pointsPerMm * scale;
  const step = pxPerMm >= 3 ? 1 : 5;
  const lengthMm = Math.floor(lengthPt / pointsPerMm);
  const lengthPx = lengthPt * scale;
  let ticks = '';
  const numbers: number[] = [];
  for (let at = 0; at <= lengthMm; at += step) {
    const size = at % 10 === 0 ? rulerSize * 0.6 : at % 5 === 0 ? rulerSize * 0.4 : rulerSize * 0.2;
    const along = Math.round(at * pxPerMm) + 0.5;
    ticks +=
      orientation === 'horizontal'
        ? `M${along} ${rulerSize}v${-size}`
        : `M${rulerSize} ${along}h${-size}`;
    if (at % 10 === 0 && at > 0) numbers.push(at);
  }
  const horizontal = orientation === 'horizontal';
  return (
    <svg
      className={styles.ruler}
      data-orientation={orientation}
      width={horizontal ? lengthPx : rulerSize}
      height={horizontal ? rulerSize : lengthPx}
      aria-hidden="true"
      focusable="false"
    >
      <path d={ticks} stroke="currentColor" strokeWidth={1} />
      {numbers.map((at) =>
        horizontal ? (
          <text key={at} x={at * pxPerMm + 2} y={9} className={styles.rulerNumber}>
            {at}
          </text>
        ) : (
          <text key={at} x={2} y={at * pxPerMm - 2} className={styles.rulerNumber}>
            {at}
          </text>
        ),
      )}
    </svg>
  );
});

import type { ChartPoint } from '@veritag/domain';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { visuallyHidden } from '../../tokens/visually-hidden.css';
import * as styles from './CountBarChart.css';

const margin = { top: 8, right: 12, bottom: 28, left: 48 };
const labelWidthPx = 64; // room for one "Dec 2025" under the bars
const countFormat = new Intl.NumberFormat('en');

export interface CountBarChartProps {
  /** One bar per label, in the order given (months, plants...). */
  data: readonly ChartPoint[];
  /** Names the chart and its table. */
  title: string;
  /** The table's header of the counts, e.g. "Scans". */
  countLabel?: string;
  /** Height of the plot in px. */
  height?: number;
  /** A fixed width in px; by default the chart follows its container's width. */
  width?: number;
  className?: string;
}

/**
 * A bar per labelled count (DailyScansChart is per calendar day only), with the numbers in a
 * table for screen readers and tests.
 */
export function CountBarChart({
  data,
  title,
  countLabel = 'Count',
  height = 240,
  width,
  className,
}: CountBarChartProps) {
  const titleId = useId();
  const { parentRef, width: measuredWidth } = useParentSize({ debounceTime: 50 });
  const total = data.reduce((sum, point) => sum + point.count, 0);
  return (
    <figure
      aria-labelledby={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="count-bar-chart"
    >
      <figcaption id={titleId} className={styles.title} data-slot="count-bar-chart-title">
        {title}
      </figcaption>
      {total === 0 ? (
        <p className={styles.empty} data-slot="count-bar-chart-empty">
          Nothing to show yet
        </p>
      ) : (
        <>
          <div
            ref={parentRef}
            className={styles.plot}
            style={{ height }}
            data-slot="count-bar-chart-plot"
          >
            <Plot
              data={data}
              width={width ?? measuredWidth}
              height={height}
              label={`${title}: ${countFormat.format(total)} in all`}
            />
          </div>
          <table className={visuallyHidden} data-slot="count-bar-chart-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">{countLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td>{countFormat.format(point.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

/** Every n-th label, so labels never overlap on a narrow screen. */
const everyNth = (labels: string[], room: number) => {
  const step = Math.max(1, Math.ceil(labels.length / Math.max(1, room)));
  return labels.filter((_, index) => index % step === 0);
};

function Plot({
  data,
  width,
  height,
  label,
}: {
  data: readonly ChartPoint[];
  width: number;
  height: number;
  label: string;
}) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const labels = data.map((point) => point.label);
  const x = scaleBand({ domain: labels, range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({
    domain: [0, Math.max(...data.map((point) => point.count))],
    range: [innerHeight, 0],
    nice: true,
  });
  // Not drawn until the container is measured: a 0-wide chart is only noise.
  if (innerWidth === 0) return null;
  return (
    <svg role="img" aria-label={label} width={width} height={height} className={styles.svg}>
      <Group left={margin.left} top={margin.top}>
        {data.map((point) => (
          <Bar
            key={point.label}
            x={x(point.label)}
            y={y(point.count)}
            width={x.bandwidth()}
            height={innerHeight - y(point.count)}
            className={styles.bar}
          >
            <title>{`${point.label}: ${countFormat.format(point.count)}`}</title>
          </Bar>
        ))}
        <AxisLeft
          scale={y}
          tickValues={y.ticks(5).filter(Number.isInteger)}
          tickFormat={(value) => countFormat.format(Number(value))}
          axisClassName={styles.axis}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={everyNth(labels, Math.floor(innerWidth / labelWidthPx))}
          axisClassName={styles.axis}
        />
      </Group>
    </svg>
  );
}

import { weekdayColor, weekdayPalette } from '@veritag/domain';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, useMemo } from 'react';
import { visuallyHidden } from '../../tokens/visually-hidden.css';
import {
  countTicks,
  everyDay,
  longDateLabel,
  shortDateLabel,
  sparseTicks,
  utcDay,
  weekdayNames,
  type DailyCount,
} from './daily-scans.rules';
import * as styles from './DailyScansChart.css';

// The right margin is half a date label, so the last day's label is not cut.
const margin = { top: 8, right: 28, bottom: 28, left: 48 };
const labelWidthPx = 56; // room for one "28 Sep" under the bars
const countFormat = new Intl.NumberFormat('en');

export interface DailyScansChartProps {
  /** Scans per day; days left out count 0. */
  data: readonly DailyCount[];
  /** Names the chart; the spec's wording by default. */
  title?: string;
  /** Height of the plot in px. */
  height?: number;
  /** A fixed width in px; by default the chart follows its container's width. */
  width?: number;
  className?: string;
}

/** "Number of product scan per day": a bar a day coloured by weekday, with its numbers in a table for screen readers. */
export function DailyScansChart({
  data,
  title = 'Number of product scan per day',
  height = 280,
  width,
  className,
}: DailyScansChartProps) {
  const titleId = useId();
  const { parentRef, width: measuredWidth } = useParentSize({ debounceTime: 50 });
  const days = useMemo(() => everyDay(data), [data]);
  const total = days.reduce((sum, day) => sum + day.count, 0);

  return (
    <figure
      aria-labelledby={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="daily-scans-chart"
    >
      <figcaption id={titleId} className={styles.title} data-slot="daily-scans-chart-title">
        {title}
      </figcaption>
      {total === 0 ? (
        <p className={styles.empty} data-slot="daily-scans-chart-empty">
          No scans in this range
        </p>
      ) : (
        <>
          <div
            ref={parentRef}
            className={styles.plot}
            style={{ height }}
            data-slot="daily-scans-chart-plot"
          >
            <Plot
              days={days}
              width={width ?? measuredWidth}
              height={height}
              label={`${title}: ${countFormat.format(total)} scans over ${days.length} days`}
            />
          </div>
          <WeekdayLegend />
          <table className={visuallyHidden} data-slot="daily-scans-chart-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Scans</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{longDateLabel(day.date)}</th>
                  <td>{countFormat.format(day.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

function Plot({
  days,
  width,
  height,
  label,
}: {
  days: DailyCount[];
  width: number;
  height: number;
  label: string;
}) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const dates = days.map((day) => day.date);
  // Thin bars need thin gaps, or a year of days is mostly gap.
  const x = scaleBand({
    domain: dates,
    range: [0, innerWidth],
    padding: days.length > 90 ? 0.05 : 0.2,
  });
  const y = scaleLinear({
    domain: [0, Math.max(...days.map((day) => day.count))],
    range: [innerHeight, 0],
    nice: true,
  });
  // Not drawn until the container is measured: a 0-wide chart is only noise.
  if (innerWidth === 0) return null;
  return (
    <svg role="img" aria-label={label} width={width} height={height} className={styles.svg}>
      <Group left={margin.left} top={margin.top}>
        {days.map((day) => {
          const barHeight = innerHeight - y(day.count);
          return (
            <Bar
              key={day.date}
              x={x(day.date)}
              y={y(day.count)}
              width={x.bandwidth()}
              height={barHeight}
              fill={weekdayColor(utcDay(day.date))}
            >
              <title>{`${longDateLabel(day.date)}: ${countFormat.format(day.count)}`}</title>
            </Bar>
          );
        })}
        <AxisLeft
          scale={y}
          tickValues={countTicks(y.ticks(5))}
          tickFormat={(value) => countFormat.format(Number(value))}
          axisClassName={styles.axis}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={sparseTicks(dates, Math.floor(innerWidth / labelWidthPx))}
          tickFormat={shortDateLabel}
          axisClassName={styles.axis}
        />
      </Group>
    </svg>
  );
}

/** Which colour is which weekday: the colours alone would not say. */
function WeekdayLegend() {
  return (
    <ul className={styles.legend} aria-label="Weekday colours" data-slot="daily-scans-chart-legend">
      {weekdayNames.map((name, day) => (
        <li key={name}>
          <span aria-hidden className={styles.swatch} style={{ background: weekdayPalette[day] }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

import type { Production } from '@veritag/domain';
import * as styles from './LabelProduction.css';

const count = (value: number | null) =>
  value === null ? 'Not set on the plant' : value.toLocaleString();

/**
 * A print run's production as it stands: whose labels, how many, how many per roll (the
 * plant's figure for the product), how many are produced and still pending, and its status.
 */
export function ProductionFigures({ production }: { production: Production }) {
  const figures: [string, string][] = [
    ['Client', production.client],
    ['Plant', production.plant ?? '-'],
    ['Product', production.productCode ?? '-'],
    ['Month', `${production.month} ${production.year}`],
    ['Quantity', count(production.quantity)],
    ['Labels per Roll', count(production.labelsPerRoll)],
    ['Produced Quantity', count(production.producedQuantity)],
    ['Pending Quantity', count(production.pendingQuantity)],
    ['Production Status', production.productionStatus],
  ];
  return (
    <dl className={styles.figures} aria-label="Print run">
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

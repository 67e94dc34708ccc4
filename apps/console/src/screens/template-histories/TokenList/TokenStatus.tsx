import type { TokenBatch } from '@veritag/domain';
import { Badge, ProgressBar, statusTones, type BadgeTone } from '@veritag/ui';
import * as styles from './TokenStatus.css';

const toneOf = (status: string): BadgeTone =>
  statusTones[status as keyof typeof statusTones] ?? 'neutral';

/** "120 of 500": how many labels are made, in the user's number format. */
const doneOf = ({ done, total }: { done: number; total: number }) =>
  `${done.toLocaleString()} of ${total.toLocaleString()}`;

/**
 * A batch's status (spec 001 section 4): the badge; while RUNNING, how many labels are done
 * (indeterminate until the job reports its first count); when FAILED, why, in plain text,
 * so the reason is read without hovering.
 */
export function TokenStatus({ batch }: { batch: TokenBatch }) {
  const { status, progress, reason } = batch;
  return (
    <div className={styles.status}>
      <Badge tone={toneOf(status)}>{status}</Badge>
      {status === 'RUNNING' &&
        (progress && progress.total > 0 ? (
          <ProgressBar
            label="Labels done"
            value={progress.done}
            maxValue={progress.total}
            valueLabel={doneOf(progress)}
          />
        ) : (
          <ProgressBar label="Labels done" isIndeterminate />
        ))}
      {status === 'FAILED' && reason && <span className={styles.reason}>{reason}</span>}
    </div>
  );
}

import { Badge, ProgressBar, statusTones, type BadgeTone } from '@veritag/ui';
import * as styles from './JobStatus.css';

const toneOf = (status: string): BadgeTone =>
  statusTones[status as keyof typeof statusTones] ?? 'neutral';

/** "120 of 500", in the user's number format. */
const doneOf = ({ done, total }: { done: number; total: number }) =>
  `${done.toLocaleString()} of ${total.toLocaleString()}`;

export interface JobStatusProps {
  /** RUNNING, COMPLETED, FAILED; null or absent before the job was asked for. */
  status: string | null | undefined;
  /** What the bar counts ("Codes done"): its accessible name. */
  progressLabel: string;
  progress?: { done: number; total: number } | null;
  reason?: string | null;
  /** What a row without a job says. */
  noneLabel?: string;
}

/**
 * The status of a row's job (a print file, a roll file), as the token list shows a batch's:
 * the badge; while RUNNING a bar of what is done (indeterminate until the job counts); when
 * FAILED the reason as text, read without hovering.
 */
export function JobStatus({
  status,
  progressLabel,
  progress,
  reason,
  noneLabel = 'Not generated',
}: JobStatusProps) {
  if (!status) return <span className={styles.none}>{noneLabel}</span>;
  return (
    <div className={styles.status}>
      <Badge tone={toneOf(status)}>{status}</Badge>
      {status === 'RUNNING' &&
        (progress && progress.total > 0 ? (
          <ProgressBar
            label={progressLabel}
            value={progress.done}
            maxValue={progress.total}
            valueLabel={doneOf(progress)}
          />
        ) : (
          <ProgressBar label={progressLabel} isIndeterminate />
        ))}
      {status === 'FAILED' && reason && <span className={styles.reason}>{reason}</span>}
    </div>
  );
}

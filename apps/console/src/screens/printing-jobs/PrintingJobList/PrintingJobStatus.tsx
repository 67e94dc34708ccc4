import type { PrintingJob } from '@veritag/domain';
import { Badge, ProgressBar, statusTones, type BadgeTone } from '@veritag/ui';
import * as styles from './PrintingJobStatus.css';

const printingTones: Record<string, BadgeTone> = {
  'NOT SENT': 'neutral',
  SENDING: 'info',
  SENT: 'success',
  FAILED: 'danger',
};
const toneOf = (status: string): BadgeTone =>
  statusTones[status as keyof typeof statusTones] ?? 'neutral';
const doneOf = ({ done, total }: { done: number; total: number }) =>
  `${done.toLocaleString()} of ${total.toLocaleString()}`;

/** The job files' status: the badge; while RUNNING how many files are made; when FAILED why, as text. */
export function JobFilesStatus({ job }: { job: PrintingJob }) {
  const status = job.status ?? '';
  return (
    <div className={styles.status}>
      <Badge tone={toneOf(status)}>{status}</Badge>
      {status === 'RUNNING' && job.progress && (
        <ProgressBar
          label="Job files made"
          value={job.progress.done}
          maxValue={job.progress.total}
          valueLabel={doneOf(job.progress)}
        />
      )}
      {status === 'FAILED' && job.reason && <span className={styles.reason}>{job.reason}</span>}
    </div>
  );
}

/**
 * The printing status, following the delivery: while SENDING how many files are on the printer
 * (and, between automatic retries, why the last attempt failed); when FAILED why; once SENT where to.
 */
export function PrintingStatus({ job }: { job: PrintingJob }) {
  const status = job.printingStatus ?? 'NOT SENT';
  return (
    <div className={styles.status}>
      <Badge tone={printingTones[status] ?? 'neutral'}>{status}</Badge>
      {status === 'SENDING' && job.printingProgress && (
        <ProgressBar
          label="Files sent"
          value={job.printingProgress.done}
          maxValue={job.printingProgress.total}
          valueLabel={doneOf(job.printingProgress)}
        />
      )}
      {status === 'SENDING' && job.printingReason && (
        <span className={styles.note}>{job.printingReason}</span>
      )}
      {status === 'FAILED' && job.printingReason && (
        <span className={styles.reason}>{job.printingReason}</span>
      )}
      {status === 'SENT' && job.sentTo && <span className={styles.note}>To {job.sentTo}</span>}
    </div>
  );
}

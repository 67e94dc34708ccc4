import type { TokenDataFile } from '@veritag/domain';
import { Badge, ProgressBar, statusTones, type BadgeTone } from '@veritag/ui';
import * as styles from './TokenDataStatus.css';

const toneOf = (status: string): BadgeTone =>
  statusTones[status as keyof typeof statusTones] ?? 'neutral';

/**
 * A token data file's status: the badge (UPLOADED neutral, RUNNING, COMPLETED, FAILED as on
 * every list); while RUNNING how far its job is (codes issued, then the file written, as a
 * percentage: the two halves count alike); when FAILED why, in plain text.
 */
export function TokenDataStatus({ file }: { file: TokenDataFile }) {
  const { fileStatus, progress, reason } = file;
  const status = fileStatus ?? 'UPLOADED';
  return (
    <div className={styles.status}>
      <Badge tone={toneOf(status)}>{status}</Badge>
      {status === 'RUNNING' &&
        (progress && progress.total > 0 ? (
          <ProgressBar label="Token file" value={progress.done} maxValue={progress.total} />
        ) : (
          <ProgressBar label="Token file" isIndeterminate />
        ))}
      {status === 'FAILED' && reason && <span className={styles.reason}>{reason}</span>}
    </div>
  );
}

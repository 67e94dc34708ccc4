import { useState } from 'react';
import { templateHistoryCalls } from '@veritag/api';
import { formatListDateTime, type TokenBatch } from '@veritag/domain';
import { Button } from '@veritag/ui';
import { useAllowed } from '#app/kit/access/use-allowed';
import { downloadTokenFile, offeredFiles } from './token-files';
import * as styles from './TokenDownloads.css';

/** Names a batch in its buttons' accessible names: "... of Demo label, 500 labels, 25-11-26 02:40 pm". */
const describeBatch = (batch: TokenBatch): string =>
  `of ${batch.template.description}, ${batch.quantity} labels, ${formatListDateTime(new Date(batch.createdDate))}`;

/**
 * A batch's download buttons, in its own cell rather than the table's row actions: a batch
 * split into parts has a button per part, so the buttons differ from row to row, and four
 * or more of them wrap here instead of pushing the table wider than the screen. Under the
 * Downloads header each says what it fetches (PDF, CSV, URLs CSV, Manifest); its accessible
 * name says the whole action and the batch ("Download CSV of Demo label, 500 labels, ..."),
 * as the table's row actions do. It spins while it fetches.
 */
export function TokenDownloads({ batch }: { batch: TokenBatch }) {
  const allowed = useAllowed();
  const [fetching, setFetching] = useState<string>();
  if (!allowed(templateHistoryCalls.download)) return null;
  return (
    <div className={styles.downloads}>
      {offeredFiles(batch).map(({ label, file }) => (
        <Button
          key={label}
          size="sm"
          variant="secondary"
          aria-label={`Download ${label} ${describeBatch(batch)}`}
          isPending={fetching === label}
          onPress={() => {
            setFetching(label);
            void downloadTokenFile(batch, file).finally(() => setFetching(undefined));
          }}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

import { useState } from 'react';
import { printDataCalls } from '@veritag/api';
import { isAdminRole, type PrintData, type PrintDataFileKind } from '@veritag/domain';
import { Button } from '@veritag/ui';
import { useAllowed } from '#app/kit/access/use-allowed';
import { useSignedIn } from '#app/session/session-context';
import { describePrintData } from './describe-print-data';
import { downloadPrintDataFile, offeredFiles } from './print-data-files';
import * as styles from './PrintDataDownloads.css';

/**
 * A print run's downloads in their own cell, as the token list's: the files differ from row
 * to row (the SVG only for a microsite run), so they are not the table's row actions. Each
 * button says what it fetches; its accessible name says the whole action and the run.
 */
export function PrintDataDownloads({ row }: { row: PrintData }) {
  const allowed = useAllowed();
  const { role } = useSignedIn();
  const [fetching, setFetching] = useState<PrintDataFileKind>();
  if (!allowed(printDataCalls.download)) return null;
  return (
    <div className={styles.downloads}>
      {offeredFiles(row, isAdminRole(role)).map(({ kind, label }) => (
        <Button
          key={kind}
          size="sm"
          variant="secondary"
          aria-label={`Download ${label} of ${describePrintData(row)}`}
          isPending={fetching === kind}
          onPress={() => {
            setFetching(kind);
            void downloadPrintDataFile(row, kind).finally(() => setFetching(undefined));
          }}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

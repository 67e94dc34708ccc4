import { useEffect, useState } from 'react';
import { productImportCalls, systemCalls, type ProductImport } from '@veritag/api';
import { Button } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { saveFile } from '#app/kit/files/save-file';

/** How often a running import is asked about: often enough to feel live, rarely enough to cost nothing. */
const pollEveryMs = 1000;

/** The import's latest state, asked again while it runs; undefined until the first answer. */
function useProductImport(importId: number): ProductImport | undefined {
  const [found, setFound] = useState<ProductImport>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () =>
      api.call(productImportCalls.status, { params: { id: importId } }).then((reply) => {
        if (stopped) return;
        setFound(reply);
        if (reply.state === 'RUNNING') timer = setTimeout(ask, pollEveryMs);
      }, reportFailure);
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [importId]);
  return found;
}

const plural = (n: number, noun: string) => `${n.toLocaleString()} ${noun}${n === 1 ? '' : 's'}`;

function sentenceOf(found: ProductImport | undefined): string {
  if (!found || found.state === 'RUNNING') {
    return found?.total
      ? `Importing the products: ${plural(found.done, 'row')} of ${found.total.toLocaleString()} done.`
      : 'Importing the products...';
  }
  if (found.state === 'COMPLETED') {
    const updated = found.updated ?? 0;
    if (updated === 0) return `${plural(found.done, 'product')} imported.`;
    // Said outright, so a sheet uploaded twice is seen to have changed products, not doubled them.
    return `${plural(found.done, 'product')} imported: ${(found.done - updated).toLocaleString()} added, ${updated.toLocaleString()} updated (their product code was there already).`;
  }
  return found.reason ?? 'The products could not be imported.';
}

/**
 * What became of an upload (the spec stops at "Product will upload soon..."): the import runs
 * in the background, so the dialog follows it and, when rows fail, offers the error file
 * (row, column, message). Closing the dialog leaves the import running.
 */
export function ImportProgress({ importId }: { importId: number }) {
  const found = useProductImport(importId);
  const errorFileId = found?.errorFile?.split('/').pop();
  const downloadErrors = () =>
    errorFileId &&
    api.call(systemCalls.file, { params: { fileId: errorFileId } }).then(saveFile, reportFailure);
  return (
    <div data-state={found?.state ?? 'RUNNING'}>
      <p role="status">{sentenceOf(found)}</p>
      {errorFileId && (
        <Button variant="secondary" onPress={() => void downloadErrors()}>
          Download Error File
        </Button>
      )}
    </div>
  );
}

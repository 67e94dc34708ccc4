import { ApiError, reportCalls } from '@veritag/api';
import { api } from '#app/session/api-client';
import { saveFile } from './save-file';

/** A report of many rows takes a while; past this the wait is given up (the server keeps writing). */
const patienceMs = 10 * 60_000;

/**
 * Downloads an asked-for report (spec 002 section 7: the report call replies `fileName`, the
 * client downloads `{fileName}.xlsx`). The server writes it as a job and answers 409 with
 * Retry-After until it is written, so this asks again at that pace; any other failure (the
 * report failed: 422 with its reason) is thrown for the screen to show.
 */
export async function downloadReport(
  fileName: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      saveFile(await api.call(reportCalls.file, { params: { fileName: `${fileName}.xlsx` } }));
      return;
    } catch (error) {
      if (
        !(error instanceof ApiError) ||
        error.status !== 409 ||
        Date.now() > deadline ||
        signal?.aborted
      )
        throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

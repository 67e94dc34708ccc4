import { tokenDataCalls } from '@veritag/api';
import type { TokenDataFile } from '@veritag/domain';
import { showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { saveFile } from '#app/kit/files/save-file';
import { api } from '#app/session/api-client';

/** Fetches the token file through its authenticated route and saves it under its name. */
export async function downloadTokenFile(file: TokenDataFile): Promise<void> {
  try {
    const { blob, fileName } = await api.call(tokenDataCalls.download, { params: { id: file.id } });
    saveFile({ blob, fileName: file.tokenFile?.name ?? fileName });
  } catch (error) {
    reportFailure(error);
  }
}

/** Asks for the token file again (an UPLOADED or FAILED row); the list then follows it. */
export async function generateTokenFile(file: TokenDataFile): Promise<void> {
  try {
    await api.call(tokenDataCalls.generateFile, { params: { id: file.id } });
    showToast({ tone: 'info', detail: tokenFileRequested });
  } catch (error) {
    reportFailure(error);
  }
}

/** The roll files' wording for the same kind of request (spec 002 section 8). */
export const tokenFileRequested = 'Request Successfully submited please wait for some time';

import { templateCalls } from '@veritag/api';
import { reportFailure } from '#app/app/report-failure';
import { saveFile } from '#app/kit/files/save-file';
import { api } from '#app/session/api-client';

/**
 * The template's master PDF (`getTemplate?id`), fetched with the bearer token and saved under
 * the name it was uploaded with.
 */
export async function downloadTemplate(template: {
  id: number;
  name?: string | null;
}): Promise<void> {
  try {
    const file = await api.call(templateCalls.download, { query: { id: template.id } });
    saveFile({ blob: file.blob, fileName: template.name ?? file.fileName });
  } catch (error) {
    reportFailure(error);
  }
}

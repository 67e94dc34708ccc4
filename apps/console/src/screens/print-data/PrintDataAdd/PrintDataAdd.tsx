import { printDataCalls } from '@veritag/api';
import {
  notices,
  printDataNextStep,
  type CustomerOption,
  type PrintData,
  type PrintDataForm as PrintDataValues,
  type Stripped,
} from '@veritag/domain';
import { showToast, type ServerFieldErrors } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { reportFailure, saveForm } from '#app/app/report-failure';
import { FormPage } from '#app/kit/form/FormPage';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { PrintDataForm } from './PrintDataForm';

/** Who may open this screen: whoever the server lets save print data (Print Data, level 2: spec 001 section 6). */
export const access = printDataCalls.create.access;

/** The second step (spec 001 section 4): a microsite client's codes as roto QR, anyone else's print file. */
function startGeneration(
  saved: PrintData,
  client: CustomerOption | undefined,
  fields: Omit<Stripped<PrintDataValues>, 'serialNumberCsv'>,
) {
  return printDataNextStep({
    micrositeEnable: client?.micrositeEnable ?? saved.client.micrositeEnable,
  }) === 'generateMicrositeCodes'
    ? api.call(printDataCalls.generateMicrositeCodes, {
        body: { ...fields, companyInfoId: saved.id },
      })
    : api.call(printDataCalls.generateFile, { params: { id: saved.id } });
}

/**
 * Saves the form (multipart `save/companyInfo`, the CSV as its own part), then asks for the
 * run's file (`gen/file/{id}`, or `generate/roto-qr` for a microsite client): 'File will we
 * generated soon' and the list, where the run shows its progress. A refused save stays on the
 * form with the server's title and its field errors; a refused second step still goes to the
 * list (the run is saved, and its Generate file action asks again) with the server's title.
 */
async function save(
  values: Stripped<PrintDataValues>,
  client: CustomerOption | undefined,
): Promise<ServerFieldErrors | void> {
  const { serialNumberCsv, ...fields } = values;
  let saved: PrintData | undefined;
  const refused = await saveForm(
    async () => {
      saved = await api.call(printDataCalls.create, {
        body: fields,
        files: { serialNumberCsv: serialNumberCsv instanceof File ? serialNumberCsv : undefined },
      });
    },
    () => undefined,
  );
  if (refused || !saved) return refused;
  try {
    await startGeneration(saved, client, fields);
    showToast({ tone: 'success', detail: notices.fileGenerating, subject: 'print-data-generate' });
  } catch (error) {
    reportFailure(error);
  }
  go(paths.printDataList);
}

/** Spec 001 section 2: print_data_add, the Print Data Generator. */
export default function PrintDataAdd() {
  return (
    <FormPage
      title="Print Data Generator"
      trail={[{ label: 'Printing' }, { label: 'Print Data', route: paths.printDataList }]}
    >
      <PrintDataForm onSave={save} onCancel={() => go(paths.printDataList)} />
    </FormPage>
  );
}

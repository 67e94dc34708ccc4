import { masterProductCalls, plantCalls, tokenDataCalls } from '@veritag/api';
import { type Stripped, type TokenDataForm as TokenDataValues } from '@veritag/domain';
import { showToast, type ServerFieldErrors } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { reportFailure, saveForm } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { FormPage } from '#app/kit/form/FormPage';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { TokenDataForm } from './TokenDataForm';

/** Who may open this screen: whoever the server lets make its create call (Token Data, level 2). */
export const access = tokenDataCalls.create.access;

/** Ours: the spec shows no wording for a token upload's success (section 8). */
export const uploadedNotice = 'Token data uploaded: its token file is being made';

/** The server names the master product's fields as they travel (matnr.*); the form as it shows them. */
const formFieldOf: Readonly<Record<string, string>> = {
  'matnr.color': 'color',
  'matnr.packSize': 'zpack',
};
const onFormFields = (errors: ServerFieldErrors | void): ServerFieldErrors | void =>
  Array.isArray(errors)
    ? errors.map((error) => ({ ...error, field: formFieldOf[error.field] ?? error.field }))
    : errors;

async function loadChoices() {
  // Lookups fail silently (spec 002 section 8): an empty list says enough.
  const [plants, colours] = await Promise.all([
    api.call(plantCalls.names).catch(() => []),
    api.call(masterProductCalls.colors).catch(() => []),
  ]);
  return { plants, colours: colours.map((colour) => colour.value) };
}

/**
 * Add Token Data (spec 002 sections 2 and 4): uploads the CSV with the purchase order's
 * fields, then asks for the token file with the new record's id and returns to the list,
 * where the file shows RUNNING until it is made. A failed upload stays on the form with the
 * server's title; a failed request for the file still returns to the list, whose Generate
 * asks again (the upload is saved, so sending it twice would make a second record).
 */
export default function TokenDataAdd() {
  const { state } = useLoad(loadChoices, { silent: true });
  const choices = state.status === 'ready' ? state.data : { plants: [], colours: [] };

  const save = async (values: Stripped<TokenDataValues>) =>
    onFormFields(
      await saveForm(
        async () => {
          const created = await api.call(tokenDataCalls.create, {
            body: {
              plant: values.plant,
              poNumber: values.poNumber,
              ...(values.poDate ? { poDate: values.poDate } : {}),
              validUpto: values.validUpto,
              matnr: { color: values.color, tokenType: 'Normal', packSize: values.zpack },
            },
            files: { file: values.file as File },
          });
          await api
            .call(tokenDataCalls.generateFile, { params: { id: created.id } })
            .catch(reportFailure);
        },
        () => {
          showToast({ tone: 'success', detail: uploadedNotice, subject: 'save' });
          go(paths.tokenDataList);
        },
      ),
    );

  return (
    <FormPage title="Add Token Data" trail={[{ label: 'Token Data', route: paths.tokenDataList }]}>
      <TokenDataForm
        plants={choices.plants}
        colours={choices.colours}
        isLoading={state.status === 'loading'}
        packSizesOf={(color) => api.call(masterProductCalls.packSizes, { params: { color } })}
        onSave={save}
        onCancel={() => go(paths.tokenDataList)}
      />
    </FormPage>
  );
}

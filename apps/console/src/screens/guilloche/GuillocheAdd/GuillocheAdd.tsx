import { guillocheCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { GuillocheForm } from '#app/forms/GuillocheForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = guillocheCalls.create.access;

export default function GuillocheAdd() {
  const { save, cancel } = useSaveAndReturn(paths.guillocheList);
  return (
    <FormPage
      title="Add Guilloche Image"
      trail={[{ label: 'Guilloche Images', route: paths.guillocheList }]}
    >
      <GuillocheForm
        label="Add Guilloche Image"
        onSave={(color, file) =>
          save(() => api.call(guillocheCalls.create, { body: { color }, files: { file } }))
        }
        onCancel={cancel}
      />
    </FormPage>
  );
}

import { masterProductCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { MasterProductForm } from '#app/forms/MasterProductForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = masterProductCalls.create.access;

export default function MasterProductAdd() {
  const { save, cancel } = useSaveAndReturn(paths.masterProductList);
  return (
    <FormPage
      title="Add Master Product"
      trail={[{ label: 'Master Product', route: paths.masterProductList }]}
    >
      <MasterProductForm
        label="Add Master Product"
        onSave={(values) => save(() => api.call(masterProductCalls.create, { body: values }))}
        onCancel={cancel}
      />
    </FormPage>
  );
}

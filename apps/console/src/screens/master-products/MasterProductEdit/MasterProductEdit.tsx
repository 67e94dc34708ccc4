import { masterProductCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { MasterProductForm } from '#app/forms/MasterProductForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = masterProductCalls.update.access;

/** Takes the master product id in navigation state; without it the user returns to the list. */
export default function MasterProductEdit() {
  const { save, cancel } = useSaveAndReturn(paths.masterProductList);
  return (
    <FormPage
      title="Edit Master Product"
      trail={[{ label: 'Master Product', route: paths.masterProductList }]}
    >
      <RecordEditor
        listRoute={paths.masterProductList}
        load={(id) => api.call(masterProductCalls.get, { params: { id } })}
        loadingLabel="Loading the master product"
      >
        {(product, id) => (
          <MasterProductForm
            label="Edit Master Product"
            masterProduct={product}
            onSave={(values) =>
              save(() => api.call(masterProductCalls.update, { body: { ...values, id } }))
            }
            onCancel={cancel}
          />
        )}
      </RecordEditor>
    </FormPage>
  );
}

import { packagingCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { loadPackagingProducts, PackagingForm } from '#app/forms/PackagingForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = packagingCalls.update.access;

/** Takes the packaging id in navigation state; without it the user returns to the list. */
export default function PackagingEdit() {
  const { save, cancel } = useSaveAndReturn(paths.packagingList);
  const { state } = useLoad(loadPackagingProducts);
  return (
    <FormPage title="Edit Packaging" trail={[{ label: 'Packaging', route: paths.packagingList }]}>
      <RecordEditor
        listRoute={paths.packagingList}
        load={(id) => api.call(packagingCalls.get, { params: { id } })}
        loadingLabel="Loading the packaging"
      >
        {(packaging, id) => (
          <PackagingForm
            label="Edit Packaging"
            packaging={packaging}
            products={
              state.status === 'ready'
                ? state.data
                : [{ id: packaging.product.id, name: packaging.product.productCode }]
            }
            productsLoading={state.status === 'loading'}
            onSave={(values) =>
              save(() => api.call(packagingCalls.update, { body: { ...values, id } }))
            }
            onCancel={cancel}
          />
        )}
      </RecordEditor>
    </FormPage>
  );
}

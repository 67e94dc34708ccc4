import { packagingCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { loadPackagingProducts, PackagingForm } from '#app/forms/PackagingForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = packagingCalls.create.access;

export default function PackagingAdd() {
  const { save, cancel } = useSaveAndReturn(paths.packagingList);
  const { state } = useLoad(loadPackagingProducts);
  return (
    <FormPage title="Add Packaging" trail={[{ label: 'Packaging', route: paths.packagingList }]}>
      <PackagingForm
        label="Add Packaging"
        products={state.status === 'ready' ? state.data : []}
        productsLoading={state.status === 'loading'}
        onSave={(values) => save(() => api.call(packagingCalls.create, { body: values }))}
        onCancel={cancel}
      />
    </FormPage>
  );
}

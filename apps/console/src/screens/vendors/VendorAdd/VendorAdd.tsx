import { vendorCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { VendorForm } from '#app/forms/VendorForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = vendorCalls.create.access;

export default function VendorAdd() {
  const { save, cancel } = useSaveAndReturn(paths.vendorList);
  return (
    <FormPage title="Add Vendor" trail={[{ label: 'Vendor', route: paths.vendorList }]}>
      <VendorForm
        label="Add Vendor"
        deleteAccess={vendorCalls.remove.access}
        onSave={(values) => save(() => api.call(vendorCalls.create, { body: values }))}
        onCancel={cancel}
      />
    </FormPage>
  );
}

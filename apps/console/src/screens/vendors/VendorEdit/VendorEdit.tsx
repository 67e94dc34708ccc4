import { vendorCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { VendorForm } from '#app/forms/VendorForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = vendorCalls.update.access;

/** Takes the vendor id in navigation state; without it the user returns to the list. */
export default function VendorEdit() {
  const { save, cancel } = useSaveAndReturn(paths.vendorList);
  return (
    <FormPage title="Edit Vendor" trail={[{ label: 'Vendor', route: paths.vendorList }]}>
      <RecordEditor
        listRoute={paths.vendorList}
        load={(id) => api.call(vendorCalls.get, { params: { id } })}
        loadingLabel="Loading the vendor"
      >
        {(vendor, id) => (
          <VendorForm
            label="Edit Vendor"
            vendor={vendor}
            deleteAccess={vendorCalls.remove.access}
            onSave={(values) =>
              save(() => api.call(vendorCalls.update, { body: { ...values, id } }))
            }
            onCancel={cancel}
          />
        )}
      </RecordEditor>
    </FormPage>
  );
}

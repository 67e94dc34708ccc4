import { customerCalls, plantCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { PlantForm } from '#app/forms/PlantForm';
import { useLoad } from '#app/app/use-load';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = plantCalls.create.access;

const loadCustomers = async () =>
  (await api.call(customerCalls.byType, { query: { type: 'Customer' } })).map((customer) => ({
    id: customer.id,
    name: customer.companyName,
  }));

export default function PlantAdd() {
  const { save, cancel } = useSaveAndReturn(paths.plantList);
  const { state } = useLoad(loadCustomers);
  return (
    <FormPage title="Add Plant" trail={[{ label: 'Plant', route: paths.plantList }]}>
      <PlantForm
        label="Add Plant"
        mode="add"
        customers={state.status === 'ready' ? state.data : []}
        customersLoading={state.status === 'loading'}
        deleteAccess={plantCalls.remove.access}
        onSave={(values) => save(() => api.call(plantCalls.create, { body: values }))}
        onCancel={cancel}
      />
    </FormPage>
  );
}

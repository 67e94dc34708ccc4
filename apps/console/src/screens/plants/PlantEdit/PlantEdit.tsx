import { plantCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { PlantForm } from '#app/forms/PlantForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = plantCalls.update.access;

/**
 * Takes the plant id in navigation state; without it the user returns to the list. The
 * customer is locked, so its only choice is the plant's own (no customer list to load).
 */
export default function PlantEdit() {
  const { save, cancel } = useSaveAndReturn(paths.plantList);
  return (
    <FormPage title="Edit Plant" trail={[{ label: 'Plant', route: paths.plantList }]}>
      <RecordEditor
        listRoute={paths.plantList}
        load={(id) => api.call(plantCalls.get, { params: { id } })}
        loadingLabel="Loading the plant"
      >
        {(plant, id) => (
          <PlantForm
            label="Edit Plant"
            mode="edit"
            plant={plant}
            customers={[{ id: plant.customer.id, name: plant.customer.companyName }]}
            deleteAccess={plantCalls.remove.access}
            onSave={(values) =>
              save(() => api.call(plantCalls.update, { body: { ...values, id } }))
            }
            onCancel={cancel}
          />
        )}
      </RecordEditor>
    </FormPage>
  );
}

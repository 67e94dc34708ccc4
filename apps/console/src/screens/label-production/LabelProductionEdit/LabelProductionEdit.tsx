import { labelProductionCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { LabelProductionPage } from '#app/forms/LabelProductionPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets record labels on a production (Label Production, level 2). */
export const access = labelProductionCalls.update.access;

/**
 * label_production_edit (spec 001 section 2): the roll details (production) id comes in
 * navigation state; without it the user returns to label_production_list. Save records more
 * labels (or closes the production) and returns to the list.
 */
export default function LabelProductionEdit() {
  const { save, cancel } = useSaveAndReturn(paths.labelProductionList);
  return (
    <RecordEditor
      listRoute={paths.labelProductionList}
      load={(id) => api.call(labelProductionCalls.get, { params: { id } })}
      loadingLabel="Loading the production"
    >
      {(production, id) => (
        <LabelProductionPage
          title="Edit Label Production"
          production={production}
          onSave={(values) =>
            save(() => api.call(labelProductionCalls.update, { body: { ...values, id } }))
          }
          onCancel={cancel}
        />
      )}
    </RecordEditor>
  );
}

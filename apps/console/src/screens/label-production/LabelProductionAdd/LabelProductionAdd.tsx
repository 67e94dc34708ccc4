import { labelProductionCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { LabelProductionPage } from '#app/forms/LabelProductionPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets record labels (Label Production, level 2: spec 001 section 6). */
export const access = labelProductionCalls.create.access;

/**
 * label_production_add (spec 001 section 2): the print data id comes in navigation state
 * (the print data list's Label Production action); without it the user returns to
 * print_data_list. Save records the labels and returns to label_production_list.
 */
export default function LabelProductionAdd() {
  const { save } = useSaveAndReturn(paths.labelProductionList);
  return (
    <RecordEditor
      listRoute={paths.printDataList}
      load={(printDataId) =>
        api.call(labelProductionCalls.ofPrintData, { params: { printDataId } })
      }
      loadingLabel="Loading the print run"
    >
      {(production, printDataId) => (
        <LabelProductionPage
          title="Add Label Production"
          production={production}
          onSave={(values) =>
            save(() => api.call(labelProductionCalls.create, { body: { ...values, printDataId } }))
          }
          onCancel={() => go(paths.printDataList)}
        />
      )}
    </RecordEditor>
  );
}

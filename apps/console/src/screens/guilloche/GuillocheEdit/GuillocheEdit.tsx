import { guillocheCalls } from '@veritag/api';
import { GuillocheThumbnail } from '#app/app/GuillocheThumbnail';
import { paths } from '#app/app/paths';
import { GuillocheForm } from '#app/forms/GuillocheForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = guillocheCalls.update.access;

/** Needs the record id in navigation state; without it the user returns to the list. */
export default function GuillocheEdit() {
  const { save, cancel } = useSaveAndReturn(paths.guillocheList);
  return (
    <FormPage
      title="Edit Guilloche Image"
      trail={[{ label: 'Guilloche Images', route: paths.guillocheList }]}
    >
      <RecordEditor
        listRoute={paths.guillocheList}
        load={(id) => api.call(guillocheCalls.get, { params: { id } })}
        loadingLabel="Loading the guilloche image"
      >
        {(image, id) => (
          <>
            <GuillocheThumbnail image={image} />
            <GuillocheForm
              label="Edit Guilloche Image"
              color={image.color}
              isEdit
              onSave={(color, file) =>
                save(() =>
                  api.call(guillocheCalls.update, { body: { id, color }, files: { file } }),
                )
              }
              onCancel={cancel}
            />
          </>
        )}
      </RecordEditor>
    </FormPage>
  );
}

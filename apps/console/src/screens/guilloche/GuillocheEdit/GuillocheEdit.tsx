import { guillocheCalls } from '@veritag/api';
import { Card, Spinner } from '@veritag/ui';
import { GuillocheThumbnail } from '#app/app/GuillocheThumbnail';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { GuillocheForm } from '#app/forms/GuillocheForm';
import { go, useRecordId } from '#app/routing/navigation';
import { api } from '#app/session/api-client';

/** Needs the record id in navigation state; without it the user returns to the list. */
export default function GuillocheEdit() {
  const id = useRecordId(paths.guillocheList);
  return id === undefined ? null : <GuillocheEditor id={id} />;
}

function GuillocheEditor({ id }: { id: number }) {
  const { state } = useLoad(() => api.call(guillocheCalls.get, { params: { id } }));
  const toList = () => go(paths.guillocheList);
  return (
    <>
      <PageHeader title="Edit Guilloche Image" trail={[{ label: 'Guilloche Images', route: paths.guillocheList }]} />
      <Card>
        {state.status === 'ready' ? (
          <>
            <GuillocheThumbnail image={state.data} />
            <GuillocheForm
              label="Edit Guilloche Image"
              color={state.data.color}
              isEdit
              onSave={(color, file) => saveForm(() => api.call(guillocheCalls.update, { body: { id, color }, files: { file } }), toList)}
              onCancel={toList}
            />
          </>
        ) : (
          state.status === 'loading' && <Spinner aria-label="Loading the guilloche image" />
        )}
      </Card>
    </>
  );
}

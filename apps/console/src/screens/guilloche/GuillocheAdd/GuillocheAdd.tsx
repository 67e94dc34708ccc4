import { guillocheCalls } from '@veritag/api';
import { Card } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { GuillocheForm } from '#app/forms/GuillocheForm';
import { go } from '#app/routing/navigation';
import { api } from '#app/session/api-client';

export default function GuillocheAdd() {
  const toList = () => go(paths.guillocheList);
  return (
    <>
      <PageHeader title="Add Guilloche Image" trail={[{ label: 'Guilloche Images', route: paths.guillocheList }]} />
      <Card>
        <GuillocheForm
          label="Add Guilloche Image"
          onSave={(color, file) => saveForm(() => api.call(guillocheCalls.create, { body: { color }, files: { file } }), toList)}
          onCancel={toList}
        />
      </Card>
    </>
  );
}

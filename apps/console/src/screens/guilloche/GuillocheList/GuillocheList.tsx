import { useState } from 'react';
import type { GuillocheImage } from '@veritag/domain';
import { Button, DataTable } from '@veritag/ui';
import { ConfirmDelete } from '#app/app/ConfirmDelete';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { go } from '#app/routing/navigation';
import { guillocheColumns } from './guilloche-columns';
import { useGuillocheImages } from './use-guilloche-images';

/** Spec 000 section 2.9: the Color column, Global Search, Add, and Edit and Delete per row. */
export default function GuillocheList() {
  const { state, remove } = useGuillocheImages();
  const [deleting, setDeleting] = useState<GuillocheImage | null>(null);
  return (
    <>
      <PageHeader title="Guilloche Images" trail={[{ label: 'Master' }]} />
      <DataTable
        caption="Guilloche Images"
        columns={guillocheColumns}
        rows={state.status === 'ready' ? state.data.content : []}
        getRowId={(image) => String(image.id)}
        describeRow={(image) => image.color}
        isLoading={state.status === 'loading'}
        toolbar={<Button onPress={() => go(paths.guillocheAdd)}>Add</Button>}
        actions={[
          { label: 'Edit', onAction: (image) => go(paths.guillocheEdit, { id: image.id }) },
          { label: 'Delete', variant: 'danger', onAction: setDeleting },
        ]}
      />
      <ConfirmDelete item={deleting} describe={(image) => `Delete the ${image.color} guilloche image?`} onDelete={(image) => remove(image.id)} onClose={() => setDeleting(null)} />
    </>
  );
}

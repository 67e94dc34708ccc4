import { useState } from 'react';
import type { Company } from '@veritag/domain';
import { Button, ConfirmDialog, DataTable } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { go } from '#app/routing/navigation';
import { companyColumns } from './company-columns';
import { useCompanies } from './use-companies';

/** Spec 000 section 2.7: "List of Companies" with Global Search, Add, Edit and Delete. */
export default function CompanyList() {
  const { state, remove } = useCompanies();
  const [deleting, setDeleting] = useState<Company | null>(null);
  return (
    <>
      <PageHeader title="List of Companies" trail={[{ label: 'Company Master' }]} />
      <DataTable
        caption="List of Companies"
        columns={companyColumns}
        rows={state.status === 'ready' ? state.data.content : []}
        getRowId={(company) => String(company.id)}
        describeRow={(company) => company.name}
        isLoading={state.status === 'loading'}
        toolbar={<Button onPress={() => go(paths.companyAdd)}>Add</Button>}
        actions={[
          { label: 'Edit', onAction: (company) => go(paths.companyEdit, { id: company.id }) },
          { label: 'Delete', variant: 'danger', onAction: setDeleting },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleting ? `Delete the company ${deleting.name}?` : undefined}
        onConfirm={async () => {
          if (deleting) await remove(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

import { useState } from 'react';
import type { Company } from '@veritag/domain';
import { Button, DataTable } from '@veritag/ui';
import { ConfirmDelete } from '#app/app/ConfirmDelete';
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
      <ConfirmDelete item={deleting} describe={(company) => `Delete the company ${company.name}?`} onDelete={(company) => remove(company.id)} onClose={() => setDeleting(null)} />
    </>
  );
}

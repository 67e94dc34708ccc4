import { companyCalls } from '@veritag/api';
import { Card, Spinner } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { CompanyForm } from '#app/forms/CompanyForm';
import { go, useRecordId } from '#app/routing/navigation';
import { api } from '#app/session/api-client';

/** Takes the company id in navigation state; without it the user returns to the list. */
export default function CompanyEdit() {
  const id = useRecordId(paths.companyList);
  return id === undefined ? null : <CompanyEditor id={id} />;
}

function CompanyEditor({ id }: { id: number }) {
  const { state } = useLoad(() => api.call(companyCalls.get, { params: { id } }));
  const toList = () => go(paths.companyList);
  return (
    <>
      <PageHeader title="Edit Company" trail={[{ label: 'List of Companies', route: paths.companyList }]} />
      <Card>
        {state.status === 'ready' ? (
          <CompanyForm
            label="Edit Company"
            name={state.data.name}
            onSave={(name) => saveForm(() => api.call(companyCalls.update, { body: { id, name } }), toList)}
            onCancel={toList}
          />
        ) : (
          state.status === 'loading' && <Spinner aria-label="Loading the company" />
        )}
      </Card>
    </>
  );
}

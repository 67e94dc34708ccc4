import { companyCalls } from '@veritag/api';
import { Card } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { CompanyForm } from '#app/forms/CompanyForm';
import { go } from '#app/routing/navigation';
import { api } from '#app/session/api-client';

export default function CompanyAdd() {
  const toList = () => go(paths.companyList);
  return (
    <>
      <PageHeader title="Add Company" trail={[{ label: 'List of Companies', route: paths.companyList }]} />
      <Card>
        <CompanyForm label="Add Company" onSave={(name) => saveForm(() => api.call(companyCalls.create, { body: { name } }), toList)} onCancel={toList} />
      </Card>
    </>
  );
}

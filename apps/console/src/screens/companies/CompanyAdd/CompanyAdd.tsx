import { companyCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { CompanyForm } from '#app/forms/CompanyForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = companyCalls.create.access;

export default function CompanyAdd() {
  const { save, cancel } = useSaveAndReturn(paths.companyList);
  return (
    <FormPage title="Add Company" trail={[{ label: 'Company', route: paths.companyList }]}>
      <CompanyForm
        label="Add Company"
        onSave={(name) => save(() => api.call(companyCalls.create, { body: { name } }))}
        onCancel={cancel}
      />
    </FormPage>
  );
}

import { companyCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { CompanyForm } from '#app/forms/CompanyForm';
import { FormPage } from '#app/kit/form/FormPage';
import { RecordEditor } from '#app/kit/form/RecordEditor';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = companyCalls.update.access;

/** Takes the company id in navigation state; without it the user returns to the list. */
export default function CompanyEdit() {
  const { save, cancel } = useSaveAndReturn(paths.companyList);
  return (
    <FormPage title="Edit Company" trail={[{ label: 'Company', route: paths.companyList }]}>
      <RecordEditor
        listRoute={paths.companyList}
        load={(id) => api.call(companyCalls.get, { params: { id } })}
        loadingLabel="Loading the company"
      >
        {(company, id) => (
          <CompanyForm
            label="Edit Company"
            name={company.name}
            onSave={(name) => save(() => api.call(companyCalls.update, { body: { id, name } }))}
            onCancel={cancel}
          />
        )}
      </RecordEditor>
    </FormPage>
  );
}

import { customerCalls } from '@veritag/api';
import { CustomerForm } from '#app/forms/CustomerForm';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';
import type { CustomerMode } from '#app/forms/CustomerForm.modes';

/** Spec 000 section 2.8: add a customer or business partner; Save and Cancel return to the list. */
export function CustomerAddScreen({ mode }: { mode: CustomerMode }) {
  const { save, cancel } = useSaveAndReturn(mode.list);
  const title = `Add ${mode.noun}`;
  return (
    <FormPage title={title} trail={[{ label: mode.noun, route: mode.list }]}>
      <CustomerForm
        label={title}
        companyType={mode.companyType}
        deleteAccess={customerCalls.remove.access}
        onSave={({ fields, files }) =>
          save(() =>
            api.call(customerCalls.create, {
              body: { ...fields, companyType: mode.companyType },
              files,
            }),
          )
        }
        onCancel={cancel}
      />
    </FormPage>
  );
}

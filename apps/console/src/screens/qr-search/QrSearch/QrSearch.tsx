import { customerCalls, qrCodeCalls } from '@veritag/api';
import { QrSearchFormSchema, type QrSearchForm, type Stripped } from '@veritag/domain';
import { Button, Form, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { FormChoice, type Choice } from '#app/forms/PlantFormChoice';
import * as styles from '#app/forms/forms.css';
import { FormPage } from '#app/kit/form/FormPage';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets search. */
export const access = qrCodeCalls.search.access;

type Values = { qrCode: string; customerId: number | '' };

/** The caller's customers: the server offers a user limited to some customers only theirs. */
const loadCustomers = (): Promise<Choice[]> =>
  api
    .call(customerCalls.byType, { query: { type: 'Customer' } })
    .then((customers) =>
      customers.map((customer) => ({ id: customer.id, name: customer.companyName })),
    );

/**
 * /search (spec 002 sections 2 and 5): the code and the customer it is searched within. Search
 * records the search and returns to the list, where its job's result appears; Cancel returns
 * without searching.
 */
export default function QrSearch() {
  const { state } = useLoad(loadCustomers);
  const toList = () => go(paths.qrSearchList);
  const form = useVeritagForm<typeof QrSearchFormSchema, Values>({
    schema: QrSearchFormSchema,
    defaultValues: { qrCode: '', customerId: '' },
    // Both fields are required, so stripping empty ones leaves the form whole.
    onSubmit: (values: Stripped<QrSearchForm>) =>
      saveForm(() => api.call(qrCodeCalls.search, { query: values as QrSearchForm }), toList),
  });
  return (
    <FormPage
      title="Search QrCode"
      trail={[{ label: 'Track and Trace' }, { label: 'Search QrCode', route: paths.qrSearchList }]}
    >
      <Form form={form} aria-label="Search QrCode">
        <form.AppField name="qrCode">
          {(field) => <field.TextField label="QrCode" isRequired />}
        </form.AppField>
        <form.AppField name="customerId">
          {() => (
            <FormChoice
              label="Customer"
              choices={state.status === 'ready' ? state.data : []}
              isLoading={state.status === 'loading'}
              isRequired
            />
          )}
        </form.AppField>
        <div className={styles.buttons}>
          <form.SubmitButton>Search</form.SubmitButton>
          <Button variant="secondary" onPress={toList}>
            Cancel
          </Button>
        </div>
      </Form>
    </FormPage>
  );
}

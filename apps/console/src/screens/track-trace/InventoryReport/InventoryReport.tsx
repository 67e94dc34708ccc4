import { useMemo } from 'react';
import { customerCalls, reportCalls } from '@veritag/api';
import { datePartsOf, formatIsoDate, reportFormSchemas } from '@veritag/domain';
import { Card, Form, useVeritagForm } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { downloadReport } from '#app/kit/files/download-report';
import { type NamedChoice, NamedChoiceField, ReportDateField, ReportDownload, ReportFieldGrid } from '#app/kit/form/ReportFields';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets ask for the report (Track & Trace, level 1). */
export const access = reportCalls.inventory.access;

const title = 'Inventory Transaction Reports';

const loadCustomers = () =>
  api.call(customerCalls.byType, { query: { type: 'Customer' } }).then((options) => options.map((customer): NamedChoice => ({ id: customer.id, name: customer.companyName })));

/**
 * inventory_report (spec 002): From and To, required, and Customer, optional (the spec shows it
 * but not that it is required: without one the report covers every customer), then Download.
 * The call replies `{ fileName }`; `downloadReport` waits while the server writes the sheet. A
 * refusal shows the server's title, as on the other report screens.
 */
export default function InventoryReport() {
  const today = formatIsoDate(datePartsOf(new Date()));
  const schema = useMemo(() => reportFormSchemas(today).inventory, [today]);
  // Silent: a user without the customer list still asks for the report of every customer.
  const customers = useLoad(loadCustomers, { silent: true });

  const form = useVeritagForm({
    schema,
    defaultValues: { fromDate: '', toDate: '', timeZone: browserTimeZone(), customer: '', customerName: '' },
    onSubmit: async (body) => {
      try {
        const { fileName } = await api.call(reportCalls.inventory, { body });
        await downloadReport(fileName);
      } catch (error) {
        reportFailure(error);
      }
    },
  });

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Track and Trace' }]} />
      <Card>
        <Form form={form} aria-label={title}>
          <ReportFieldGrid>
            <form.AppField name="fromDate">{() => <ReportDateField label="From" today={today} />}</form.AppField>
            <form.AppField name="toDate">{() => <ReportDateField label="To" today={today} />}</form.AppField>
            <form.AppField name="customer">
              {() => (
                <NamedChoiceField
                  label="Customer"
                  choices={customers.state.status === 'ready' ? customers.state.data : noChoices}
                  isLoading={customers.state.status === 'loading'}
                  onChosen={(customer) => form.setFieldValue('customerName', customer?.name ?? '')}
                />
              )}
            </form.AppField>
          </ReportFieldGrid>
          <ReportDownload />
        </Form>
      </Card>
    </>
  );
}

const noChoices: NamedChoice[] = [];

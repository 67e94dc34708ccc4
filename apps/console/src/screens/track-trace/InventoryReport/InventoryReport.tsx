import { useMemo } from 'react';
import { reportCalls } from '@veritag/api';
import { datePartsOf, formatIsoDate, reportFormSchemas } from '@veritag/domain';
import { Card, Form, useVeritagForm } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { reportFailure } from '#app/app/report-failure';
import { downloadReport } from '#app/kit/files/download-report';
import {
  ReportCustomerField,
  ReportDateField,
  ReportDownload,
  ReportFieldGrid,
} from '#app/kit/form/ReportFields';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets ask for the report (Track & Trace, level 1). */
export const access = reportCalls.inventory.access;

const title = 'Inventory Reports';

/**
 * inventory_report (spec 002): From and To, required, and Customer, optional (the spec shows it
 * but not that it is required: without one the report covers every customer), then Download.
 * The call replies `{ fileName }`; `downloadReport` waits while the server writes the sheet. A
 * refusal shows the server's title, as on the other report screens.
 */
export default function InventoryReport() {
  const today = formatIsoDate(datePartsOf(new Date()));
  const schema = useMemo(() => reportFormSchemas(today).inventory, [today]);

  const form = useVeritagForm({
    schema,
    defaultValues: {
      fromDate: '',
      toDate: '',
      timeZone: browserTimeZone(),
      customer: '',
      customerName: '',
    },
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
            <form.AppField name="fromDate">
              {() => <ReportDateField label="From" today={today} />}
            </form.AppField>
            <form.AppField name="toDate">
              {() => <ReportDateField label="To" today={today} />}
            </form.AppField>
            <form.AppField name="customer">{() => <ReportCustomerField />}</form.AppField>
          </ReportFieldGrid>
          <ReportDownload />
        </Form>
      </Card>
    </>
  );
}

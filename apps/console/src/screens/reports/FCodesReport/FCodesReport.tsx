import { useMemo } from 'react';
import { printDataCalls, productCalls, templateHistoryCalls } from '@veritag/api';
import {
  access as rules,
  datePartsOf,
  formatIsoDate,
  reportFormSchemas,
  reportTypes,
  type ReportType,
} from '@veritag/domain';
import { Card, Form, useVeritagForm } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { downloadReport } from '#app/kit/files/download-report';
import { api } from '#app/session/api-client';
import {
  ReportCustomerField,
  ReportDateField,
  ReportDownload,
  ReportFieldGrid,
} from '#app/kit/form/ReportFields';
import { ProductChoiceField, ReportTypeField } from './ReportControls';
import { browserTimeZone } from '#app/app/browser-time-zone';

/** Report Type's calls (spec 002 section 7): Printing is the print data report, Template the template report. */
const reportCallOf = {
  Printing: printDataCalls.report,
  Template: templateHistoryCalls.report,
} as const satisfies Record<ReportType, unknown>;

/**
 * Who may open this screen: whoever may make one of its two calls, the template report
 * (Template, level 1: the menu's F-Codes Report) or the print data report (Print Data, level 1).
 */
export const access = { ...rules.company('Template', 1), orViewOf: ['Print Data'] } as const;

/**
 * /reports, 'F-Codes Report' (spec 002 sections 2, 5 and 7): From Date and To Date (required,
 * 2010 to 2070, not after today, From not after To), Customer and Product (optional: without
 * them the report covers every customer the user works for; a template batch has no product,
 * so the Template Report is not narrowed by one), Report Type, Download. The call
 * replies `{ fileName }`; `downloadReport` then waits while the server writes the sheet and
 * saves `{fileName}.xlsx`.
 */
export default function FCodesReport() {
  const allowed = useAllowed();
  const today = formatIsoDate(datePartsOf(new Date()));
  const schema = useMemo(() => reportFormSchemas(today).fCodes, [today]);
  const types = reportTypes.filter((type) => allowed(reportCallOf[type.value]));
  const showsProduct = allowed(productCalls.ofCustomer);

  const form = useVeritagForm({
    schema,
    defaultValues: {
      fromDate: '',
      toDate: '',
      timeZone: browserTimeZone(),
      customer: '',
      customerName: '',
      product: '',
      productCode: '',
      // One type the user may ask for is chosen for them.
      reportType: types.length === 1 ? types[0]!.value : undefined,
    },
    onSubmit: async ({ reportType, product, productCode, ...body }) => {
      // The schema requires it; a stripped form types every field as possibly absent.
      if (!reportType) return;
      // A template batch has no product: the field is off for that report, and not sent.
      const narrowed = reportType === 'Template' ? {} : { product, productCode };
      try {
        const { fileName } = await api.call(reportCallOf[reportType], {
          body: { ...body, ...narrowed, reportType },
        });
        await downloadReport(fileName);
      } catch (error) {
        reportFailure(error);
      }
    },
  });

  // Another customer's products are not this one's: the product is chosen again.
  const chooseCustomer = () => {
    form.setFieldValue('product', '');
    form.setFieldValue('productCode', '');
  };

  return (
    <>
      <PageHeader title="F-Codes Report" trail={[{ label: 'Template' }]} />
      <Card>
        <Form form={form} aria-label="F-Codes Report">
          <ReportFieldGrid>
            <form.AppField name="fromDate">
              {() => <ReportDateField label="From Date" today={today} />}
            </form.AppField>
            <form.AppField name="toDate">
              {() => <ReportDateField label="To Date" today={today} />}
            </form.AppField>
            <form.AppField name="customer">
              {() => <ReportCustomerField onChosen={chooseCustomer} />}
            </form.AppField>
            {showsProduct && (
              <form.Subscribe
                selector={(state) => [state.values.customer, state.values.reportType] as const}
              >
                {([customer, reportType]) => (
                  <form.AppField name="product">
                    {() => (
                      <ProductChoiceField
                        key={String(customer)}
                        customerId={
                          customer === '' || customer === undefined ? undefined : Number(customer)
                        }
                        byProduct={reportType !== 'Template'}
                        onChosen={(product) =>
                          form.setFieldValue('productCode', product?.name ?? '')
                        }
                      />
                    )}
                  </form.AppField>
                )}
              </form.Subscribe>
            )}
            <form.AppField name="reportType">
              {() => <ReportTypeField choices={types} />}
            </form.AppField>
          </ReportFieldGrid>
          <ReportDownload />
        </Form>
      </Card>
    </>
  );
}

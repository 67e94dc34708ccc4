import { useMemo } from 'react';
import { tokenDataCalls } from '@veritag/api';
import { reportFormSchemas } from '@veritag/domain';
import { Card, Form, showToast, useVeritagForm } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { saveForm } from '#app/app/report-failure';
import { downloadReport } from '#app/kit/files/download-report';
import { ReportDateField } from '#app/kit/form/ReportFields';
import { api } from '#app/session/api-client';
import * as styles from './TokenDataReport.css';

/** Who may open this screen: whoever the server lets ask for the report (Token Data Report, level 1). */
export const access = tokenDataCalls.report.access;

/** Today on the user's calendar, YYYY-MM-DD: the latest day the pickers offer. */
const localToday = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
/** The browser's time zone: From and To are days there, and the report's times are shown in it. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Token Data Report (spec 002 section 2): From and To, then Download. Both are required, not
 * after today, From not after To (the domain's report form; the server checks again with its
 * own clock). The server writes the report as a job and replies its file name; the screen
 * then downloads `{fileName}.xlsx`, the Download button spinning until the file is saved.
 */
export default function TokenDataReport() {
  const today = useMemo(() => localToday(), []);
  const form = useVeritagForm({
    schema: reportFormSchemas(today).dates,
    defaultValues: { fromDate: '', toDate: '' },
    onSubmit: (values) =>
      saveForm(
        async () => {
          const { fileName } = await api.call(tokenDataCalls.report, {
            body: { fromDate: values.fromDate, toDate: values.toDate, timeZone: localTimeZone() },
          });
          await downloadReport(fileName);
        },
        () =>
          showToast({
            tone: 'success',
            detail: 'The token data report is downloaded',
            subject: 'report',
          }),
      ),
  });
  return (
    <>
      <PageHeader title="Token Data Report" trail={[{ label: 'Token Data' }]} />
      <Card>
        <Form form={form} aria-label="Token Data Report">
          <div className={styles.dates}>
            <form.AppField name="fromDate">
              {() => <ReportDateField label="From" today={today} />}
            </form.AppField>
            <form.AppField name="toDate">
              {() => <ReportDateField label="To" today={today} />}
            </form.AppField>
          </div>
          <div>
            <form.SubmitButton>Download</form.SubmitButton>
          </div>
        </Form>
      </Card>
    </>
  );
}

import { useMemo } from 'react';
import { reportCalls } from '@veritag/api';
import { datePartsOf, formatIsoDate, reportFormSchemas } from '@veritag/domain';
import { Card, Form, useVeritagForm } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { reportFailure } from '#app/app/report-failure';
import { downloadReport } from '#app/kit/files/download-report';
import { ReportDateField, ReportDownload, ReportFieldGrid } from '#app/kit/form/ReportFields';
import { api } from '#app/session/api-client';
import { browserTimeZone } from '#app/app/browser-time-zone';

/** Who may open this screen: whoever the server lets ask for the report (Template, level 1). */
export const access = reportCalls.userRewards.access;

const title = 'EndUser Reward Report';

/**
 * enduser_reward_reports (spec 002): From and To, both required, then Download. The call replies
 * `{ fileName }`; `downloadReport` waits while the server writes the sheet. A refusal shows the
 * server's title, as on the other report screens.
 */
export default function RewardHistoryReport() {
  const today = formatIsoDate(datePartsOf(new Date()));
  const schema = useMemo(() => reportFormSchemas(today).dates, [today]);

  const form = useVeritagForm({
    schema,
    defaultValues: { fromDate: '', toDate: '', timeZone: browserTimeZone() },
    onSubmit: async (body) => {
      try {
        const { fileName } = await api.call(reportCalls.userRewards, { body });
        await downloadReport(fileName);
      } catch (error) {
        reportFailure(error);
      }
    },
  });

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Template' }]} />
      <Card>
        <Form form={form} aria-label={title}>
          <ReportFieldGrid>
            <form.AppField name="fromDate">
              {() => <ReportDateField label="From" today={today} />}
            </form.AppField>
            <form.AppField name="toDate">
              {() => <ReportDateField label="To" today={today} />}
            </form.AppField>
          </ReportFieldGrid>
          <ReportDownload />
        </Form>
      </Card>
    </>
  );
}

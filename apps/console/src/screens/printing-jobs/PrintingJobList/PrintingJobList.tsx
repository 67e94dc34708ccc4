import { printingDestinationCalls, printingJobCalls } from '@veritag/api';
import { access as rules, type PrintingJob } from '@veritag/domain';
import { showToast } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { api } from '#app/session/api-client';
import { printingJobColumns } from './printing-job-columns';

/** Send for printing shows for a job whose files are made and that is not being sent now. */
const canSend = (job: PrintingJob) =>
  job.status === 'COMPLETED' && job.printingStatus !== 'SENDING';
/** Being split (RUNNING) or sent (SENDING): the page is asked for again until it is done. */
const isBusy = (job: PrintingJob) => job.status === 'RUNNING' || job.printingStatus === 'SENDING';

/**
 * printing_job_list (spec 001 section 2): the jobs, newest first, paged, sorted and searched
 * on the server. Like the token list it asks for the same page again every 2 seconds while a
 * job on it is being split or sent, so the statuses follow the work.
 */
export default function PrintingJobList() {
  const allowed = useAllowed();
  const list = useLiveServerList(printingJobCalls.list, isBusy);
  const send = (job: PrintingJob) =>
    api.call(printingJobCalls.sendForPrinting, { params: { id: job.id } }).then(
      () => {
        showToast({
          tone: 'info',
          detail: `${job.fileName ?? 'The job'} is being sent for printing`,
          subject: 'printing-job',
        });
        list.reload();
      },
      (error: unknown) => reportFailure(error),
    );
  const declaration = defineList({
    title: 'Printing Jobs',
    trail: [{ label: 'Printing' }],
    call: printingJobCalls.list,
    columns: printingJobColumns,
    getRowId: (job) => String(job.id),
    describeRow: (job) => `${job.fileName ?? 'job'} (${job.id})`,
    headerActions: [
      { label: 'Add', call: printingJobCalls.create, to: paths.printingJobAdd },
      // Destinations are the company admin's to keep.
      {
        label: 'Printer Destinations',
        call: printingDestinationCalls.list,
        to: paths.printingDestinations,
        isHidden: !allowed(rules.companyAdmin),
      },
    ],
    rowActions: [
      {
        label: 'Send for printing',
        call: printingJobCalls.sendForPrinting,
        onAction: (job) => void send(job),
        isShown: canSend,
      },
    ],
    emptyMessage: 'No printing jobs yet',
  });
  return <ListScreen declaration={declaration} list={list} />;
}

/** Who may open this screen: whoever the server lets list the jobs (Print Data, level 1). */
export const access = printingJobCalls.list.access;

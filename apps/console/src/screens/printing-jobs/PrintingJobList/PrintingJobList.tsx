import { useCallback, useRef } from 'react';
import { printingDestinationCalls, printingJobCalls } from '@veritag/api';
import { access as rules, type PrintingJob } from '@veritag/domain';
import { Button, DataTable, showToast, type DataTableQuery, type RowAction } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { PageHeader } from '#app/app/PageHeader';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { useRefreshWhile } from '#app/kit/list/use-refresh-while';
import { useServerList } from '#app/kit/list/use-server-list';
import { go } from '#app/routing/navigation';
import { api } from '#app/session/api-client';
import { printingJobColumns } from './printing-job-columns';

const title = 'Printing Jobs';

/** Send for printing shows for a job whose files are made and that is not being sent now. */
const canSend = (job: PrintingJob) => job.status === 'COMPLETED' && job.printingStatus !== 'SENDING';

/**
 * printing_job_list (spec 001 section 2): the jobs, newest first, paged, sorted and searched
 * on the server. Like the token list it asks for the same page again every 2 seconds while a
 * job on it is being split (RUNNING) or sent (SENDING), so the statuses follow the work.
 */
export default function PrintingJobList() {
  const allowed = useAllowed();
  const list = useServerList(printingJobCalls.list);
  const lastQuery = useRef<DataTableQuery>(undefined);
  const { load } = list;
  const onQueryChange = useCallback(
    (query: DataTableQuery) => {
      lastQuery.current = query;
      load(query);
    },
    [load],
  );
  const reload = () => lastQuery.current && load(lastQuery.current);

  const page = list.state.status === 'ready' ? list.state.page : undefined;
  const rows = page?.content ?? noRows;
  useRefreshWhile(
    rows.some((job) => job.status === 'RUNNING' || job.printingStatus === 'SENDING'),
    page,
    reload,
  );

  const send = (job: PrintingJob) =>
    api.call(printingJobCalls.sendForPrinting, { params: { id: job.id } }).then(
      () => {
        showToast({ tone: 'info', detail: `${job.fileName ?? 'The job'} is being sent for printing`, subject: 'printing-job' });
        reload();
      },
      (error: unknown) => reportFailure(error),
    );
  const actions: RowAction<PrintingJob>[] = allowed(printingJobCalls.sendForPrinting)
    ? [{ label: sendLabel, onAction: (job) => void send(job), isShown: canSend }]
    : [];
  const toolbar = [
    allowed(printingJobCalls.create) && (
      <Button key="add" onPress={() => go(paths.printingJobAdd)}>
        Add
      </Button>
    ),
    allowed(rules.companyAdmin) && allowed(printingDestinationCalls.list) && (
      <Button key="destinations" variant="secondary" onPress={() => go(paths.printingDestinations)}>
        Printer Destinations
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Printing' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={printingJobColumns}
        rows={rows}
        total={page?.totalElements ?? 0}
        totalIsEstimate={page?.totalExact === false}
        onQueryChange={onQueryChange}
        getRowId={(job) => String(job.id)}
        describeRow={(job) => `${job.fileName ?? 'job'} (${job.id})`}
        isLoading={list.state.status === 'loading'}
        error={list.state.status === 'failed' ? list.state.message : undefined}
        toolbar={toolbar.length > 0 ? toolbar : undefined}
        actions={actions}
        emptyMessage="No printing jobs yet"
      />
    </>
  );
}

const sendLabel = 'Send for printing';

/** Who may open this screen: whoever the server lets list the jobs (Print Data, level 1). */
export const access = printingJobCalls.list.access;

// One empty array for every render, so the table does not see new rows each time.
const noRows: PrintingJob[] = [];

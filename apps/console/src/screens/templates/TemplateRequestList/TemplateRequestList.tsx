import { useCallback, useMemo, useState } from 'react';
import { templateCalls } from '@veritag/api';
import { pageSizes, type Template } from '@veritag/domain';
import { downloadTemplate } from '#app/app/download-template';
import { PageHeader } from '#app/app/PageHeader';
import { ListTable } from '#app/kit/list/ListTable';
import { useServerList } from '#app/kit/list/use-server-list';
import { requestColumns } from './request-columns';

const title = 'Template Request';

/** Who may open this screen: the super admin (the rule of `templates/pending`). */
export const access = templateCalls.pending.access;

/**
 * The super admin's template requests (spec 001 section 2): every company's PENDING templates,
 * 100 a page (`templates/pending?page&size=100&sort=createdDate,desc`). A switched row shows
 * its new status where it is, so the switch can be turned back; the next page asked for
 * (or a reload) lists only what is still pending. Each row downloads its master template.
 */
export default function TemplateRequestList() {
  const list = useServerList(templateCalls.pending);
  const page = list.state.status === 'ready' ? list.state.page : undefined;
  // Switched rows as the server answered, for the page they were switched on: a new page from
  // the server is the truth, so they are dropped with the page.
  const [switched, setSwitched] = useState<{ on?: object; rows: Map<number, Template> }>({
    rows: new Map(),
  });
  const changed = switched.on === page ? switched.rows : noChanges;
  const onChanged = useCallback(
    (template: Template) =>
      setSwitched((previous) => ({
        on: page,
        rows: new Map(previous.on === page ? previous.rows : noChanges).set(template.id, template),
      })),
    [page],
  );
  const columns = useMemo(() => requestColumns(onChanged), [onChanged]);
  const rows = useMemo(
    () => (page?.content ?? noRows).map((template) => changed.get(template.id) ?? template),
    [page, changed],
  );

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Template' }]} />
      <ListTable
        caption={title}
        source={{
          mode: 'server',
          rows,
          total: page?.totalElements ?? 0,
          onQueryChange: list.load,
          isLoading: list.state.status === 'loading',
          error: list.state.status === 'failed' ? list.state.message : undefined,
        }}
        columns={columns}
        pageSize={pageSizes.templateRequests}
        getRowId={(template) => String(template.id)}
        describeRow={(template) =>
          `${template.description} of ${template.customer?.companyName ?? 'no customer'}`
        }
        hideSearch
        rowActions={[
          {
            label: 'Download',
            call: templateCalls.download,
            onAction: (template) => void downloadTemplate(template),
          },
        ]}
      />
    </>
  );
}

// One empty array for every render, so the table does not see new rows each time.
const noRows: Template[] = [];
const noChanges = new Map<number, Template>();

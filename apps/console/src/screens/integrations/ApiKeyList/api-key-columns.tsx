import { formatListDateTime, type ApiKey } from '@veritag/domain';
import { Badge, dataTableColumns, type BadgeTone } from '@veritag/ui';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** Where a key stands at `now`: revoked wins over expired, as the server refuses it for that first. */
export const apiKeyStateOf = (key: ApiKey, now: Date): ApiKeyState => {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && new Date(key.expiresAt) <= now) return 'expired';
  return 'active';
};

const stateLooks: Record<ApiKeyState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

const when = (iso: string | null, otherwise: string) =>
  iso === null ? otherwise : formatListDateTime(new Date(iso));

const column = dataTableColumns<ApiKey>();

/**
 * Ours (decision 0455): a key by its name, what it may do, the characters it starts with (to match
 * it with the one a machine holds), who made it and when, when it stops and was last used,
 * and its state as `data-state`. The list is the company's whole (a short one), sorted and
 * searched in the browser. When room is short, when it stops and when it was last used stay in
 * sight longer than who made it and when. The state is read against the clock when the rows are drawn.
 */
export const apiKeyColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { priority: 1, minWidth: 140, role: 'title' },
  }),
  column.accessor((key) => key.scopes.join(', '), {
    id: 'scopes',
    header: 'Scopes',
    meta: { priority: 3, minWidth: 150 },
  }),
  column.accessor('shown', {
    header: 'Key',
    enableSorting: false,
    cell: (info) => <code>{info.getValue()}…</code>,
    meta: { priority: 6, minWidth: 130 },
  }),
  column.accessor('createdBy', { header: 'Made By', meta: { priority: 7, minWidth: 100 } }),
  column.accessor('createdAt', {
    header: 'Made',
    enableColumnFilter: false,
    cell: (info) => when(info.getValue(), ''),
    meta: { priority: 8, minWidth: 140 },
  }),
  column.accessor((key) => key.expiresAt ?? '', {
    id: 'expiresAt',
    header: 'Expires',
    enableColumnFilter: false,
    cell: (info) => when(info.row.original.expiresAt, 'Never'),
    meta: { priority: 4, minWidth: 140 },
  }),
  column.accessor((key) => key.lastUsedAt ?? '', {
    id: 'lastUsedAt',
    header: 'Last Used',
    enableColumnFilter: false,
    cell: (info) => when(info.row.original.lastUsedAt, 'Not yet'),
    meta: { priority: 5, minWidth: 140 },
  }),
  column.accessor((key) => apiKeyStateOf(key, new Date()), {
    id: 'state',
    header: 'State',
    enableColumnFilter: false,
    cell: (info) => {
      const state = info.getValue();
      return (
        <Badge tone={stateLooks[state].tone} data-state={state}>
          {stateLooks[state].label}
        </Badge>
      );
    },
    meta: { priority: 2, minWidth: 90, role: 'status' },
  }),
]);

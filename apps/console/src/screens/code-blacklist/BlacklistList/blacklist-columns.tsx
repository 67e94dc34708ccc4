import {
  blacklistReasonLabels,
  describeBlacklistEvidence,
  formatListDateTime,
  isUnderReview,
  type BlacklistEntry,
} from '@veritag/domain';
import { Badge, dataTableColumns, type BadgeTone } from '@veritag/ui';

const column = dataTableColumns<BlacklistEntry>();

/** Where an entry stands, in words and as `data-state`; the tone only repeats the words. */
const statusOf = (entry: BlacklistEntry): { state: string; label: string; tone: BadgeTone } => {
  if (isUnderReview(entry))
    return { state: 'under-review', label: 'Under review', tone: 'warning' };
  return entry.active
    ? { state: 'active', label: 'Active', tone: 'danger' }
    : { state: 'reactivated', label: 'Reactivated', tone: 'neutral' };
};

/** A person's login, or the platform, and who confirmed the platform's blacklisting. */
const byWhom = (entry: BlacklistEntry): string => {
  if (entry.blacklistedBy !== null) return entry.blacklistedBy;
  return entry.review === 'confirmed'
    ? `Platform, confirmed by ${entry.reviewedBy ?? 'unknown'}`
    : 'Platform';
};

/**
 * What the platform saw, for its own blacklistings; older ones recorded nothing (decision 0352).
 */
const evidenceOf = (entry: BlacklistEntry): string => {
  if (entry.evidence) return describeBlacklistEvidence(entry.evidence);
  return entry.review === null ? '' : 'Not recorded';
};

/**
 * Ours (decisions 0274 and 0354): the code, why, by whom and since when it was blacklisted, what
 * the platform saw when it did so itself, and whether it is blacklisted still or under review. The
 * reason is searched by its words on the server; no Contains box on the date (the server would
 * match its stored form, not the one shown), the evidence or the status (the screen's Under
 * review tab is the server's `review` and `active`).
 */
export const blacklistColumns = column.columns([
  column.accessor('code', { header: 'Code' }),
  column.accessor('reason', {
    header: 'Reason',
    cell: (info) => blacklistReasonLabels[info.getValue()],
  }),
  column.accessor((entry) => entry.note ?? '', { id: 'note', header: 'Note' }),
  column.accessor((entry) => entry.blacklistedBy ?? 'Platform', {
    id: 'blacklistedBy',
    header: 'By',
    cell: (info) => byWhom(info.row.original),
  }),
  column.accessor('blacklistedAt', {
    id: 'createdDate',
    header: 'Since',
    enableColumnFilter: false,
    cell: (info) => formatListDateTime(new Date(info.getValue())),
  }),
  column.accessor(evidenceOf, {
    id: 'evidence',
    header: 'Evidence',
    enableColumnFilter: false,
    enableSorting: false,
  }),
  column.accessor('active', {
    header: 'Status',
    enableColumnFilter: false,
    enableSorting: false,
    cell: (info) => {
      const { state, label, tone } = statusOf(info.row.original);
      return (
        <Badge tone={tone} data-state={state}>
          {label}
        </Badge>
      );
    },
  }),
]);

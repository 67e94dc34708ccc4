import type { Roll } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { JobStatus } from '#app/kit/list/JobStatus';

const column = dataTableColumns<Roll>();

/**
 * Spec 002 section 2, 'Label Production File List': roll id, created by, starting token,
 * ending token and the roll file's status (with the reason when it FAILED), each sorted and
 * searched on the server.
 */
export const rollColumns = column.columns([
  column.accessor('id', { header: 'Roll Id' }),
  column.accessor('createdBy', { header: 'Created By' }),
  column.accessor('startingToken', { header: 'Starting Token' }),
  column.accessor('endingToken', { header: 'Ending Token' }),
  column.accessor((roll) => roll.rollFileStatus ?? '', {
    id: 'rollFileStatus',
    // The spec's words for the column (spec 002: 'roll file status'), not a bare 'Status'.
    header: 'Roll File Status',
    cell: (info) => {
      const roll = info.row.original;
      return (
        <JobStatus
          status={roll.rollFileStatus}
          reason={roll.rollFileReason}
          progressLabel="Roll file"
        />
      );
    },
  }),
]);

import { formatListDateTime, type Consignment } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import type { DetailColumn } from '#app/kit/list/DetailTable';
import { ConsignmentStatus } from './ConsignmentStatus';

const column = dataTableColumns<Consignment>();
const listDate = (value: string) => (value ? formatListDateTime(new Date(value)) : '');

/**
 * The spec's columns for both consignment lists (spec 002 section 2): Ref. No., Items (the
 * count of boxes), Status and Created Date, which is the sending date. Each sorts on the
 * server; the calls take no search, so there are no Contains boxes.
 */
export const consignmentColumns = column.columns([
  column.accessor('reference', { header: 'Ref. No.', enableColumnFilter: false }),
  column.accessor('noOfBox', { header: 'Items', enableColumnFilter: false }),
  column.accessor((row) => row.overallStatus ?? '', {
    id: 'overallStatus',
    header: 'Status',
    enableColumnFilter: false,
    cell: (info) => <ConsignmentStatus status={info.getValue()} />,
  }),
  column.accessor((row) => row.sendingDate ?? '', {
    id: 'sendingDate',
    header: 'Created Date',
    enableColumnFilter: false,
    cell: (info) => listDate(info.getValue()),
  }),
]);

type PalletLabel = Consignment['palletLabels'][number];

/** consignment_list's expansion: the products carried, with name, description and quantity. */
export const productLabelColumns: readonly DetailColumn<PalletLabel>[] = [
  { header: 'Name', value: (label) => label.name ?? '' },
  { header: 'Description', value: (label) => label.description ?? '' },
  { header: 'Quantity', value: (label) => label.count ?? 0 },
];

/** consignment_fcode_list's expansion: the parent F-codes shipped (ours: with the units each holds). */
export const fcodeLabelColumns: readonly DetailColumn<PalletLabel>[] = [
  { header: 'F-Code', value: (label) => label.label ?? '' },
  { header: 'Units', value: (label) => label.count ?? 0 },
];

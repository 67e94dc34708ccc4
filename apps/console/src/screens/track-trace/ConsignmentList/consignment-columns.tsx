import { formatListDateTime, type Consignment } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
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
  column.accessor((row) => row.sendingDate ?? '', { id: 'sendingDate', header: 'Created Date', enableColumnFilter: false, cell: (info) => listDate(info.getValue()) }),
]);

type PalletLabel = Consignment['palletLabels'][number];
const label = dataTableColumns<PalletLabel>();
const noFilter = { enableColumnFilter: false } as const;

/** consignment_list's expansion: the products carried, with name, description and quantity. */
export const productLabelColumns = label.columns([
  label.accessor((row) => row.name ?? '', { id: 'name', header: 'Name', ...noFilter }),
  label.accessor((row) => row.description ?? '', { id: 'description', header: 'Description', ...noFilter }),
  label.accessor((row) => row.count ?? 0, { id: 'count', header: 'Quantity', ...noFilter }),
]);

/** consignment_fcode_list's expansion: the parent F-codes shipped (ours: with the units each holds). */
export const fcodeLabelColumns = label.columns([
  label.accessor((row) => row.label ?? '', { id: 'label', header: 'F-Code', ...noFilter }),
  label.accessor((row) => row.count ?? 0, { id: 'count', header: 'Units', ...noFilter }),
]);

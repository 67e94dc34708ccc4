import { formatListDateTime, type GeoDiversion } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';

const column = dataTableColumns<GeoDiversion>();
const kilometres = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const place = (latitude: number, longitude: number) =>
  `${latitude.toFixed(1)}, ${longitude.toFixed(1)}`;

/**
 * The list's columns (ours): the code, its product, the consignment that carried it and its
 * destination are sorted and filtered by Contains on the server (their ids are the contract's
 * names); the scan place (rounded by the server), the distance and the date are shown only,
 * the date sorting newest first.
 */
export const geoDiversionColumns = column.columns([
  column.accessor('code', { header: 'Code' }),
  column.accessor((row) => row.product?.productName ?? '', {
    id: 'product.productName',
    header: 'Product',
  }),
  column.accessor((row) => row.consignment.reference, {
    id: 'consignment.reference',
    header: 'Consignment',
  }),
  column.accessor((row) => row.destination.name, { id: 'destination.name', header: 'Destination' }),
  column.accessor((row) => place(row.scanPlace.latitude, row.scanPlace.longitude), {
    id: 'scanPlace',
    header: 'Scanned near',
    enableColumnFilter: false,
    enableSorting: false,
  }),
  column.accessor((row) => `${kilometres.format(row.distanceKm)} km`, {
    id: 'distanceKm',
    header: 'Distance',
    enableColumnFilter: false,
    enableSorting: false,
  }),
  column.accessor('createdDate', {
    header: 'Scanned',
    enableColumnFilter: false,
    cell: (info) => formatListDateTime(new Date(info.getValue())),
  }),
]);

import type { GuillocheImage } from '@veritag/domain';
import { dataTableColumns } from '@veritag/ui';
import { GuillocheThumbnail } from '#app/app/GuillocheThumbnail';

const column = dataTableColumns<GuillocheImage>();

/** Spec 000 section 2.9: the Color column, with the image beside it to recognise each one. */
export const guillocheColumns = column.columns([
  column.accessor('color', { header: 'Color' }),
  column.display({
    id: 'image',
    header: 'Image',
    cell: (cell) => <GuillocheThumbnail image={cell.row.original} />,
  }),
]);

import { consignmentCalls } from '@veritag/api';
import { fcodeLabelColumns } from './consignment-columns';
import { ConsignmentTable } from './ConsignmentTable';

/** Who may open this screen: whoever the server lets read consignments (Track & Trace, level 1). */
export const access = consignmentCalls.parentFCodes.access;

/** consignment_fcode_list, 'Parent F-Codes' (spec 002): the consignments, each opening the parent F-codes it carries. */
export default function ParentFCodeList() {
  return (
    <ConsignmentTable
      title="Parent F-Codes"
      call={consignmentCalls.parentFCodes}
      detailColumns={fcodeLabelColumns}
      detailCaption={(row) => `F-Codes of ${row.reference}`}
    />
  );
}

import { consignmentCalls } from '@veritag/api';
import { productLabelColumns } from './consignment-columns';
import { ConsignmentTable } from './ConsignmentTable';

/** Who may open this screen: whoever the server lets read consignments (Track & Trace, level 1). */
export const access = consignmentCalls.list.access;

/** consignment_list (spec 002): the company's consignments, each opening the products it carries. */
export default function ConsignmentList() {
  return (
    <ConsignmentTable
      title="Consignment"
      call={consignmentCalls.list}
      detailColumns={productLabelColumns}
      detailCaption={(row) => `Products of ${row.reference}`}
    />
  );
}

import { inventoryCalls } from '@veritag/api';
import type { InventoryItem } from '@veritag/domain';
import { PageHeader } from '#app/app/PageHeader';
import { DetailTable } from '#app/kit/list/DetailTable';
import { ListTable } from '#app/kit/list/ListTable';
import { inventoryColumns, inventoryEntryColumns } from './inventory-columns';
import { useInventoryList } from './use-inventory-list';

const title = 'Inventory';

/** Who may open this screen: whoever the server lets read the inventory (Track & Trace, level 1). */
export const access = inventoryCalls.list.access;

const describeItem = (row: InventoryItem) =>
  `${row.productId.productName} ${row.productId.productCode}`;
// A product has one inventory row a company; its creation time tells two apart if it ever has more.
const itemId = (row: InventoryItem) => `${row.productId.id}-${row.createdDate ?? ''}`;

/** The row's inward entries, newest first (the server sends the latest 50; the report has them all). */
function InwardEntries({ row }: { row: InventoryItem }) {
  return (
    <DetailTable
      caption={`Inventory items of ${describeItem(row)}`}
      columns={inventoryEntryColumns}
      rows={row.inventoryList}
      emptyMessage="No inward entries"
    />
  );
}

/**
 * inventory_list (spec 002 section 2): each product's stock, paged on the server ten rows at a
 * time, each row opening its inward entries. There is no Global Search: each column's Contains
 * box searches that column on the server (by its own calls, see useInventoryList), so it draws
 * the kit's table with its own rows rather than a list declaration.
 */
export default function InventoryList() {
  const list = useInventoryList();
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Track and Trace' }]} />
      <ListTable
        caption={title}
        source={list}
        columns={inventoryColumns}
        getRowId={itemId}
        describeRow={describeItem}
        hideSearch
        emptyMessage="No inventory yet"
        renderDetail={(row) => <InwardEntries row={row} />}
      />
    </>
  );
}

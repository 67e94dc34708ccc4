import type { PrintData } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { openView } from '#app/kit/view/open-view';

/** Spec 001 section 2: View opens the generic view page titled 'Print Data' with the run as listed. */
export function viewPrintData(row: PrintData): void {
  openView({
    record: row,
    title: 'Print Data',
    returnTo: paths.printDataList,
    properties: [
      { label: 'Client', name: 'client.companyName' },
      { label: 'Plant', name: 'plant.name' },
      { label: 'Product', name: 'product.productCode' },
      { label: 'Vendor', name: 'vendor.name' },
      { label: 'Month', name: 'month' },
      { label: 'Year', name: 'year' },
      { label: 'Code Type', name: 'codeType' },
      { label: 'Digit', name: 'digit' },
      { label: 'Quantity', name: 'quantity' },
      { label: 'Up', name: 'up' },
      { label: 'Label Size', name: 'labelSize' },
      { label: 'Product Serial Number', name: 'productSerialNumber' },
      { label: 'Remark', name: 'remark' },
      { label: 'Microsite', name: 'isMicrosite' },
      { label: 'Generation Status', name: 'genStatus' },
      { label: 'Produced Quantity', name: 'rollDetails.producedQuantity' },
      { label: 'Pending Quantity', name: 'rollDetails.pendingQuantity' },
      { label: 'Production Status', name: 'rollDetails.productionStatus' },
      { label: 'Created By', name: 'createdBy' },
      { label: 'Created Date', name: 'createdDate' },
    ],
  });
}

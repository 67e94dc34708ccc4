import { useState } from 'react';
import { customerCalls, productCalls, templateCalls } from '@veritag/api';
import { chosenCustomersOf, type Customer } from '@veritag/domain';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { openView } from '#app/kit/view/open-view';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { useSignedIn } from '#app/session/session-context';
import { api } from '#app/session/api-client';
import type { CustomerMode } from '#app/forms/CustomerForm.modes';
import { saveFile } from '#app/kit/files/save-file';
import { customerColumns } from './customer-columns';
import { UploadProductsDialog } from './UploadProductsDialog';

/** Why Upload Products is refused to a user who may see customers but not add products. */
const uploadRefusal = 'Needs the Product privilege at level 2 to add products';

const downloadSample = () => api.call(productCalls.importSample, {}).then(saveFile, reportFailure);

/** What the View page lists of a customer (spec 000 section 2.10). */
const viewProperties = (noun: string) => [
  { label: `${noun} Code`, name: 'id' },
  { label: 'Company Name', name: 'companyName' },
  { label: 'Phone No.', name: 'mobileNo' },
  { label: 'Email', name: 'email' },
  { label: 'Address', name: 'address' },
  { label: 'Company Code', name: 'companyCode' },
  { label: 'Message on Qr Code Scanning', name: 'messageOnScan' },
  { label: 'Text For Microsite', name: 'textForMicrosite' },
  { label: 'Website Link', name: 'websiteLink' },
];

/**
 * Spec 000 sections 2.8 and 6: the customer (or business partner) list, ten rows a page with
 * a Contains filter per column; Delete (3), Edit (2), View and Upload Products (1) per row,
 * Add (2) and, for customers, Download Sample Excel above. In business-partner mode every
 * action shows (each button's rule is the mode's list rule); the server still checks each call.
 */
export function CustomerListScreen({ mode }: { mode: CustomerMode }) {
  const [uploading, setUploading] = useState<Customer | null>(null);
  // The upload creates products: the server also asks the Product privilege at level 2.
  const mayAddProducts = useAllowed()(productCalls.create);
  const { account, role } = useSignedIn();
  const worksForChosenCustomers = chosenCustomersOf(role, account.customerIds) !== null;
  const shownBy = <C extends { access?: unknown }>(call: C) =>
    mode.everyActionShown ? { ...call, access: mode.listCall.access } : call;
  const declaration = defineList({
    title: mode.noun,
    trail: [{ label: mode.everyActionShown ? 'Track and Trace' : 'Master' }],
    call: mode.listCall,
    fixedQuery: { isPage: true },
    columns: customerColumns,
    getRowId: (customer) => String(customer.id),
    describeRow: (customer) => customer.companyName,
    headerActions: [
      ...(mode.sampleExcel
        ? [
            {
              label: 'Download Sample Excel',
              call: productCalls.importSample,
              onPress: () => void downloadSample(),
            },
          ]
        : []),
      // A user limited to chosen customers may not add one (the server refuses: it would not be theirs).
      ...(worksForChosenCustomers
        ? []
        : [{ label: 'Add', call: shownBy(customerCalls.create), to: mode.add, isPrimary: true }]),
    ],
    rowActions: [
      {
        label: 'Edit',
        call: shownBy(customerCalls.update),
        onAction: (customer) => go(mode.edit, { id: customer.id }),
      },
      {
        label: 'View',
        call: shownBy(customerCalls.get),
        onAction: (customer) =>
          openView({
            record: customer,
            title: `${mode.noun} Details`,
            returnTo: mode.list,
            properties: viewProperties(mode.noun),
            detail: { source: 'customer', id: customer.id },
          }),
      },
      // Spec 000 section 6: shown from Customer level 1. The server also asks the Product privilege
      // at level 2 (the upload adds products): without it the action stays in sight, refused, saying why.
      {
        label: 'Upload Products',
        call: shownBy(customerCalls.uploadProducts),
        onAction: setUploading,
        disabledReason: () => (mode.everyActionShown || mayAddProducts ? undefined : uploadRefusal),
      },
      // Ours: a customer's label templates, one click from the customer (the template list takes the customer in state).
      ...(mode.companyType === 'Customer'
        ? [
            {
              label: 'Templates',
              call: templateCalls.forCustomer,
              onAction: (customer: Customer) => go(paths.templateList, { customerId: customer.id }),
            },
          ]
        : []),
    ],
    remove: { call: shownBy(customerCalls.remove), idOf: (customer) => customer.id },
  });
  return (
    <>
      <ListScreen declaration={declaration} />
      <UploadProductsDialog customer={uploading} onClose={() => setUploading(null)} />
    </>
  );
}

import { customerCalls } from '@veritag/api';
import { customerModes } from '#app/forms/CustomerForm.modes';
import { CustomerListScreen } from './CustomerListScreen';

/** Who may open this screen: whoever the server lets make its list call. */
export const access = customerCalls.list.access;

export default function CustomerList() {
  return <CustomerListScreen mode={customerModes.customer} />;
}

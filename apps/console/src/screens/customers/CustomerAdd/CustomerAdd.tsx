import { customerCalls } from '@veritag/api';
import { customerModes } from '#app/forms/CustomerForm.modes';
import { CustomerAddScreen } from './CustomerAddScreen';

/** Who may open this screen: whoever the server lets make its create call. */
export const access = customerCalls.create.access;

export default function CustomerAdd() {
  return <CustomerAddScreen mode={customerModes.customer} />;
}

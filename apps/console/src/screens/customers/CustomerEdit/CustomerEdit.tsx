import { customerCalls } from '@veritag/api';
import { customerModes } from '#app/forms/CustomerForm.modes';
import { CustomerEditScreen } from './CustomerEditScreen';

/** Who may open this screen: whoever the server lets make its update call. */
export const access = customerCalls.update.access;

export default function CustomerEdit() {
  return <CustomerEditScreen mode={customerModes.customer} />;
}

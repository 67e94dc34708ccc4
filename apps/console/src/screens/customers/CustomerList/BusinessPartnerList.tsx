import { customerCalls } from '@veritag/api';
import { customerModes } from '#app/forms/CustomerForm.modes';
import { CustomerListScreen } from './CustomerListScreen';

/** Who may open this screen: whoever the server lets list business partners (Track & Trace). */
export const access = customerCalls.businessPartners.access;

export default function BusinessPartnerList() {
  return <CustomerListScreen mode={customerModes.partner} />;
}

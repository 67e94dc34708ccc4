import { customerCalls } from '@veritag/api';
import type { CompanyType } from '@veritag/domain';
import type { Route } from '#app/app/paths';
import { paths } from '#app/app/paths';

/**
 * Spec 000 section 2.8: the same screens serve customers and, in track and trace mode,
 * business partners. The route decides which (the menu offers the business-partner entry when
 * the track&Trace flag is on): its wording, its list call and the type of the records it adds.
 */
export interface CustomerMode {
  companyType: CompanyType;
  /** 'Customer' or 'Business Partner', as the titles and tabs read. */
  noun: string;
  list: Route;
  add: Route;
  edit: Route;
  listCall: typeof customerCalls.list | typeof customerCalls.businessPartners;
  /** Download Sample Excel is for customers only. */
  sampleExcel: boolean;
  /** In business-partner mode every action shows (spec 000 section 6); the server still checks the Customer levels. */
  everyActionShown: boolean;
}

export const customerModes = {
  customer: {
    companyType: 'Customer',
    noun: 'Customer',
    list: paths.customerList,
    add: paths.customerAdd,
    edit: paths.customerEdit,
    listCall: customerCalls.list,
    sampleExcel: true,
    everyActionShown: false,
  },
  partner: {
    companyType: 'Business Partner',
    noun: 'Business Partner',
    list: paths.businessPartnerList,
    add: paths.businessPartnerAdd,
    edit: paths.businessPartnerEdit,
    listCall: customerCalls.businessPartners,
    sampleExcel: false,
    everyActionShown: true,
  },
} as const satisfies Record<string, CustomerMode>;

import { guarded } from '#app/routing/screen-declaration';

export const customerList = guarded({
  path: '/customer_list',
  title: 'Customer',
  menu: { privilege: 'Customer' },
  load: () => import('./CustomerList/CustomerList'),
});

export const businessPartnerList = guarded({
  path: '/business_partner_list',
  title: 'Business Partner',
  menu: { privilege: 'Track & Trace', onlyFor: ['ROLE_USER', 'ROLE_PRODUCER'] },
  load: () => import('./CustomerList/BusinessPartnerList'),
});

export const customerAdd = guarded({
  path: '/customer_add',
  title: 'Add Customer',
  within: customerList,
  load: () => import('./CustomerAdd/CustomerAdd'),
});

export const customerEdit = guarded({
  path: '/customer_edit',
  title: 'Edit Customer',
  within: customerList,
  load: () => import('./CustomerEdit/CustomerEdit'),
});

export const businessPartnerAdd = guarded({
  path: '/business_partner_add',
  title: 'Add Business Partner',
  within: businessPartnerList,
  load: () => import('./CustomerAdd/BusinessPartnerAdd'),
});

export const businessPartnerEdit = guarded({
  path: '/business_partner_edit',
  title: 'Edit Business Partner',
  within: businessPartnerList,
  load: () => import('./CustomerEdit/BusinessPartnerEdit'),
});

import { guarded } from '#app/routing/screen-declaration';

export const companyList = guarded({
  path: '/company_list',
  title: 'Company',
  load: () => import('./CompanyList/CompanyList'),
});

export const companyAdd = guarded({
  path: '/company_add',
  title: 'Add Company',
  within: companyList,
  load: () => import('./CompanyAdd/CompanyAdd'),
});

export const companyEdit = guarded({
  path: '/company_edit',
  title: 'Edit Company',
  within: companyList,
  load: () => import('./CompanyEdit/CompanyEdit'),
});

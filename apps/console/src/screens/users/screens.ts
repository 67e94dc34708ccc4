import { guarded } from '#app/routing/screen-declaration';

export const userList = guarded({
  path: '/user_list',
  title: 'User Management',
  load: () => import('./UserList/UserList'),
});

export const auditTrail = guarded({
  path: '/audit_trail',
  title: 'Audit Trail',
  load: () => import('./AuditTrail/AuditTrail'),
});

export const userAdd = guarded({
  path: '/user_add',
  title: 'Add User',
  within: userList,
  load: () => import('./UserAdd/UserAdd'),
});

export const userEdit = guarded({
  path: '/user_edit',
  title: 'Edit User',
  within: userList,
  load: () => import('./UserEdit/UserEdit'),
});

export const userPrivilege = guarded({
  path: '/user_privladge',
  title: 'Add Priviladge',
  within: userList,
  load: () => import('./UserPrivilege/UserPrivilege'),
});

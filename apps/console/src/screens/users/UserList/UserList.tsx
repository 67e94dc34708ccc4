import { useState } from 'react';
import { privilegeCalls, userCalls } from '@veritag/api';
import type { User } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { go } from '#app/app/navigation';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { userColumns } from './user-columns';

/** Who may open this screen: whoever the server lets make its list call. */
export const access = userCalls.list.access;

/** What the privilege screen is opened with (spec 002 section 2: id, username and privileges). */
const toPrivileges = (user: User) => go(paths.userPrivilege, { id: user.id, username: user.login });

/**
 * Spec 001 section 2: the users the caller manages, ten a page with a Contains filter per
 * column; Edit, Add Privilege, Change Password and Delete per row, Add above, each shown by
 * the rule of the call it makes.
 */
export default function UserList() {
  const [changing, setChanging] = useState<User | null>(null);
  const declaration = defineList({
    title: 'User Management',
    trail: [{ label: 'User Management' }],
    call: userCalls.list,
    columns: userColumns,
    getRowId: (user) => String(user.id),
    describeRow: (user) => user.login,
    headerActions: [{ label: 'Add', call: userCalls.create, to: paths.userAdd }],
    rowActions: [
      {
        label: 'Edit',
        call: userCalls.update,
        onAction: (user) => go(paths.userEdit, { id: user.id }),
      },
      { label: 'Add Privilege', call: privilegeCalls.save, onAction: toPrivileges },
      { label: 'Change Password', call: userCalls.changePassword, onAction: setChanging },
    ],
    remove: { call: userCalls.remove, idOf: (user) => user.id },
  });
  return (
    <>
      <ListScreen declaration={declaration} />
      <ChangePasswordDialog user={changing} onClose={() => setChanging(null)} />
    </>
  );
}

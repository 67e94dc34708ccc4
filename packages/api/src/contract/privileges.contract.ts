import * as v from 'valibot';
import { access, IdSchema, PrivilegeNodeSchema, PrivilegeSaveSchema } from '@veritag/domain';
import { defineCall } from './define-call';

/** Privileges of other users; the caller's own are `auth.privileges` (GET user-priviladges). */
export const privilegeCalls = {
  ofUser: defineCall({
    method: 'GET',
    path: '/user-priviladges/parent/:userId',
    access: access.userManagement,
    summary:
      "A user's privilege tree: every module and child with the level held (a ROLE_USER granter sees the modules they hold in full).",
    params: v.object({ userId: IdSchema }),
    reply: v.array(PrivilegeNodeSchema),
    ours: 'reply not shown: the tree of name, priority, maxPriority, id, children',
  }),
  save: defineCall({
    method: 'POST',
    path: '/user-priviladges',
    access: access.userManagement,
    summary: "Replace a user's privileges with the tree sent.",
    body: PrivilegeSaveSchema,
    reply: v.array(PrivilegeNodeSchema),
    ours: 'reply not shown: the saved tree',
  }),
} as const;

import * as v from 'valibot';
import {
  access,
  AccountSchema,
  FirstPasswordSchema,
  ChangePasswordSchema,
  IdParamsSchema,
  MessageReplySchema,
  pageSchema,
  ProfileFormSchema,
  userFormFieldsSchema,
  UserSchema,
} from '@veritag/domain';
// The profile save answers what GET account answers: the console stores it as the user.
import { defineCall } from './define-call';
import { listQuery, searchQuery } from './shared-schemas';

/**
 * The user form depends on who fills it and on today's date, which the contract cannot
 * know: it checks each field on its own (userFormFieldsSchema). The handler checks again
 * with userFormSchema of the caller's own context, once it knows the user is in reach.
 */

/** User Management: admins, and a user holding Track & Trace (who manages producers only). */
const manage = access.userManagement;

/** The list's columns (spec 001 section 2), also its sort fields and search columns. */
const columns = ['firstName', 'lastName', 'mobileNo', 'login', 'email'] as const;
const profileImage = { profileImage: { rule: 'profileImage', required: false } } as const;
const imagePart = 'the spec says "profile image": the part is profileImage';

export const userCalls = {
  list: defineCall({
    method: 'GET',
    path: '/users',
    access: manage,
    summary:
      'A page of the users the caller manages (never the caller), searched and sorted on the server.',
    query: listQuery(columns),
    reply: pageSchema(UserSchema),
    ours: 'reply not shown ("list"): a page; search and contains.<column> (decision 0096)',
  }),
  search: defineCall({
    method: 'GET',
    path: '/user/search',
    access: manage,
    summary: 'Users whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(UserSchema),
    ours: 'reply not shown: a page as the list',
  }),
  get: defineCall({
    method: 'GET',
    path: '/users/userId/:id',
    access: manage,
    summary: 'One user, for the edit form.',
    params: IdParamsSchema,
    reply: UserSchema,
  }),
  authorities: defineCall({
    method: 'GET',
    path: '/users/authorities',
    access: manage,
    summary: 'The authorities (roles) the caller may give.',
    reply: v.array(v.string()),
    ours: 'reply not shown: an array of role names',
  }),
  create: defineCall({
    method: 'POST',
    path: '/users',
    access: manage,
    summary: 'Add a user (multipart: user fields, customers[i], profile image).',
    multipart: { fields: userFormFieldsSchema('add'), files: profileImage },
    reply: UserSchema,
    ours: `${imagePart}; reply not shown: the saved user`,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/users',
    access: manage,
    summary: 'Edit a user (multipart, as create with the id).',
    multipart: { fields: userFormFieldsSchema('edit'), files: profileImage },
    reply: UserSchema,
    ours: `${imagePart}; reply not shown: the saved user`,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/users/:id',
    access: manage,
    summary: 'Delete a user: they can no longer log in, and their sessions end.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/change-password',
    access: manage,
    summary:
      "Set a user's password (multipart: id, newPassword, confirmPassword); their sessions end.",
    multipart: { fields: ChangePasswordSchema, files: {} },
    reply: MessageReplySchema,
    ours: 'reply not shown: { message }',
  }),
  updateProfile: defineCall({
    method: 'PUT',
    path: '/account',
    access: access.anySignedIn,
    summary:
      "Edit the caller's own profile (multipart: names, email, address, mobile, profile image).",
    multipart: { fields: ProfileFormSchema, files: profileImage },
    reply: AccountSchema,
    ours: 'the spec lists no call for the profile save: the caller edits only these fields, and the reply is stored as the user',
  }),
  sendInvitation: defineCall({
    method: 'POST',
    path: '/users/:id/invitation',
    access: manage,
    summary: 'Mail the user a new link to set their password; older links stop working.',
    params: IdParamsSchema,
    reply: MessageReplySchema,
    ours: 'not in the spec: a new user gets no password from the form (decision 0119)',
  }),
  setFirstPassword: defineCall({
    method: 'POST',
    path: '/account/first-password',
    access: access.public,
    summary: "Set a new user's password with the single-use token of the mailed link.",
    body: FirstPasswordSchema,
    reply: MessageReplySchema,
    ours: 'not in the spec: the page the invitation mail links to sends it (decision 0119)',
  }),
} as const;

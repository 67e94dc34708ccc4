import * as v from 'valibot';
import {
  AccountSchema,
  ChangePasswordSchema,
  IdParamsSchema,
  MessageReplySchema,
  pageSchema,
  ProfileFormSchema,
  userFormSchema,
  UserSchema,
  yearRanges,
  type UserFormContext,
} from '@veritag/domain';
// The profile save answers what GET account answers: the console stores it as the user.
import { defineCall } from './define-call';
import { pageQuery, searchQuery } from './shared-schemas';

/**
 * The user form depends on who fills it and on today's date, which the contract cannot
 * know: it checks the payload with the most permissive context (no company or authority
 * demanded, expiry bounded by the picker's years only). The handler checks again with
 * userFormSchema of the caller's own context.
 */
const anyCaller: Omit<UserFormContext, 'mode'> = {
  actorRole: 'ROLE_ADMIN',
  trackAndTrace: false,
  today: `${yearRanges.datePicker.from}-01-01`,
};

/** The list's columns (spec 001 section 2), also its sort fields and search columns. */
const columns = ['firstName', 'lastName', 'mobileNo', 'login', 'email'] as const;
const profileImage = { profileImage: { rule: 'profileImage', required: false } } as const;
const imagePart = 'the spec says "profile image": the part is profileImage';

export const userCalls = {
  list: defineCall({
    method: 'GET',
    path: '/users',
    summary: 'A page of users.',
    query: pageQuery(...columns),
    reply: pageSchema(UserSchema),
    ours: 'reply not shown ("list"): a page',
  }),
  search: defineCall({
    method: 'GET',
    path: '/user/search',
    summary: 'Users whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(UserSchema),
    ours: 'reply not shown: a page as the list',
  }),
  get: defineCall({
    method: 'GET',
    path: '/users/userId/:id',
    summary: 'One user, for the edit form.',
    params: IdParamsSchema,
    reply: UserSchema,
  }),
  authorities: defineCall({
    method: 'GET',
    path: '/users/authorities',
    summary: 'The authorities (roles) a user can be given.',
    reply: v.array(v.string()),
    ours: 'reply not shown: an array of role names',
  }),
  create: defineCall({
    method: 'POST',
    path: '/users',
    summary: 'Add a user (multipart: user fields, customers[i], profile image).',
    multipart: { fields: userFormSchema({ mode: 'add', ...anyCaller }), files: profileImage },
    reply: UserSchema,
    ours: `${imagePart}; reply not shown: the saved user`,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/users',
    summary: 'Edit a user (multipart, as create with the id).',
    multipart: { fields: userFormSchema({ mode: 'edit', ...anyCaller }), files: profileImage },
    reply: UserSchema,
    ours: `${imagePart}; reply not shown: the saved user`,
  }),
  remove: defineCall({ method: 'DELETE', path: '/users/:id', summary: 'Delete a user.', params: IdParamsSchema, reply: 'empty' }),
  changePassword: defineCall({
    method: 'POST',
    path: '/change-password',
    summary: "Set a user's password (multipart: id, newPassword, confirmPassword); their sessions end.",
    multipart: { fields: ChangePasswordSchema, files: {} },
    reply: MessageReplySchema,
    ours: 'reply not shown: { message }',
  }),
  updateProfile: defineCall({
    method: 'PUT',
    path: '/account',
    summary: "Edit the caller's own profile (multipart: names, email, address, mobile, profile image).",
    multipart: { fields: ProfileFormSchema, files: profileImage },
    reply: AccountSchema,
    ours: 'the spec lists no call for the profile save: the caller edits only these fields, and the reply is stored as the user',
  }),
} as const;

import * as v from 'valibot';
import {
  access,
  AccountSchema,
  CheckLoginReplySchema,
  CheckLoginSchema,
  LoginReplySchema,
  LoginSchema,
  MessageReplySchema,
  PrivilegeNodeSchema,
  ResetPasswordSchema,
  SendOtpSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';

export const authCalls = {
  checkLogin: defineCall({
    method: 'POST',
    path: '/account/checklogin',
    access: access.public,
    summary: 'Check a username and password; reply a token, or the masked OTP channels.',
    body: CheckLoginSchema,
    reply: CheckLoginReplySchema,
  }),
  sendOtp: defineCall({
    method: 'POST',
    path: '/account/sendOtp',
    access: access.public,
    aliases: ['/sendOtp', '/send-OTP'],
    summary: 'Send a one-time password for a login or a password reset.',
    body: SendOtpSchema,
    reply: MessageReplySchema,
    ours: 'reply shape not shown in the spec',
  }),
  login: defineCall({
    method: 'POST',
    path: '/login',
    access: access.public,
    summary: 'Log in with username, password and, when the account needs it, the OTP.',
    body: LoginSchema,
    reply: LoginReplySchema,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/account/reset-password',
    access: access.public,
    summary: 'Set a new password with an emailed OTP.',
    body: ResetPasswordSchema,
    reply: MessageReplySchema,
    ours: 'reply shape not shown in the spec',
  }),
  logout: defineCall({
    method: 'POST',
    path: '/account/logout',
    access: access.anySignedIn,
    summary: 'End every session of the caller: tokens issued before now are refused.',
    reply: 'empty',
    ours: 'the spec only clears local storage; the server revokes the tokens too',
  }),
  account: defineCall({
    method: 'GET',
    path: '/account',
    access: access.anySignedIn,
    summary: 'The logged-in user, stored by the console as the user.',
    reply: AccountSchema,
  }),
  privileges: defineCall({
    method: 'GET',
    path: '/user-priviladges',
    access: access.anySignedIn,
    summary: "The caller's privilege tree: every module and child with the level held.",
    reply: v.array(PrivilegeNodeSchema),
  }),
} as const;

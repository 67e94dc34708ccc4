import * as v from 'valibot';
import { messages } from '../messages/messages';
import { requiredText } from '../text/text.schema';

/** Login fields with the login form's own wording (spec 000 section 5). */
const username = requiredText(50, messages.loginMaxLength(50));
const password = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.maxLength(25, messages.loginMaxLength(25)),
);
const otp = requiredText(25, messages.loginMaxLength(25));

export const otpChannels = ['EMAIL', 'Mobile'] as const;
export const OtpChannelSchema = v.picklist(otpChannels, 'Choose EMAIL or Mobile');
export type OtpChannel = v.InferOutput<typeof OtpChannelSchema>;

export const CheckLoginSchema = v.object({ username, password });
export type CheckLogin = v.InferOutput<typeof CheckLoginSchema>;

export const CheckLoginReplySchema = v.object({
  idToken: v.nullable(v.string()),
  /** Masked: the console offers them as channel choices, and they must not leak in full. */
  email: v.nullable(v.string()),
  mobileNo: v.nullable(v.string()),
});
export type CheckLoginReply = v.InferOutput<typeof CheckLoginReplySchema>;

export const SendLoginOtpSchema = v.object({
  username,
  password,
  type: v.literal('login'),
  sendOn: OtpChannelSchema,
});
export const SendResetOtpSchema = v.object({
  email: requiredText(200),
  type: v.literal('forgotPassword'),
});
export const SendOtpSchema = v.variant(
  'type',
  [SendLoginOtpSchema, SendResetOtpSchema],
  'type must be login or forgotPassword',
);
export type SendOtp = v.InferOutput<typeof SendOtpSchema>;

export const LoginSchema = v.object({
  username,
  password,
  otp: v.optional(otp),
  sendOn: v.optional(OtpChannelSchema),
});
export type Login = v.InferOutput<typeof LoginSchema>;
export const LoginReplySchema = v.object({ id_token: v.string() });

/** The OTP step of the login (spec 000 section 4): the OTP and the chosen channel are required. */
export const LoginWithOtpSchema = v.object({
  username,
  password,
  otp,
  sendOn: v.optional(OtpChannelSchema, 'EMAIL'),
});
export type LoginWithOtp = v.InferOutput<typeof LoginWithOtpSchema>;

export const NewPasswordSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.minLength(5, messages.newPasswordLength),
  v.maxLength(16, messages.newPasswordLength),
);

export const ResetPasswordSchema = v.object({
  email: requiredText(200),
  otp: requiredText(25),
  newPassword: NewPasswordSchema,
  type: v.optional(v.literal('forgotPassword'), 'forgotPassword'),
});
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

export const MessageReplySchema = v.object({ message: v.string() });

/** The claims of a Veritag access token that the console reads. */
export const TokenClaimsSchema = v.object({
  sub: v.string(),
  exp: v.number(),
  iat: v.number(),
  auth: v.array(v.string()),
});
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;

import * as v from 'valibot';
import { NewPasswordSchema } from '../auth/auth.schema';
import { optionalIsoDate } from '../dates/date-fields.schema';
import { yearRanges } from '../dates/year-ranges.constants';
import { fileRules } from '../files/file-rules';
import { optionalChosenFile } from '../files/file.rules';
import { FlagSchema, mobileLimits, requiredDigits, requiredRef } from '../fields/fields.schema';
import { issueAt } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';
import {
  authoritiesHiddenInTrackAndTrace,
  defaultAuthority,
  userFormFields,
  type UserFormContext,
} from './user.rules';

const refs = v.optional(v.array(requiredRef()), []);

/**
 * The user form (spec 001 sections 5 and 6) for one context. Username: at most 50 on add;
 * on edit required, at most 100 (and disabled). The spec marks it required only on edit;
 * we require it on add as well, since a user without a login cannot sign in.
 */
export const userFormSchema = (context: UserFormContext) => {
  const fields = userFormFields(context, undefined);
  return v.pipe(
    v.object({
      ...userFormEntries(context),
      authority: fields.authority
        ? requiredText(25)
        : v.optional(requiredText(25), defaultAuthority),
      company: fields.company ? requiredRef() : v.optional(requiredRef()),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value as Record<string, unknown>;
      const authority = typeof input.authority === 'string' ? input.authority : undefined;
      if (
        fields.authority &&
        (authoritiesHiddenInTrackAndTrace as readonly (string | undefined)[]).includes(authority)
      ) {
        issueAt(addIssue, input, 'authority', messages.chooseOption);
      }
      const customers = Array.isArray(input.customers) ? input.customers : [];
      if (userFormFields(context, authority).customers && customers.length === 0) {
        issueAt(addIssue, input, 'customers', messages.required);
      }
      if (fields.singleCustomer && customers.length > 1)
        issueAt(addIssue, input, 'customers', messages.oneCustomerOnly);
    }),
  );
};

/** Each field of the user form on its own, for a context (the rules between fields come after). */
const userFormEntries = (context: Pick<UserFormContext, 'mode' | 'today'>) => ({
  id: context.mode === 'edit' ? IdSchema : v.optional(IdSchema),
  firstName: requiredText(100),
  lastName: requiredText(100),
  login: context.mode === 'edit' ? requiredText(100) : requiredText(50),
  email: optionalText(50),
  address: optionalText(200),
  mobileNo: requiredDigits(mobileLimits),
  accountExpiredDate: optionalIsoDate({ years: yearRanges.datePicker, notBefore: context.today }),
  activated: v.optional(FlagSchema, true),
  customers: refs,
});

/**
 * What the contract checks of a user form before the server knows who sends it: each field on
 * its own, the expiry within the picker's years, authority and company optional, and none of
 * the rules between fields. An edit without an authority keeps the user's; the server then
 * checks the whole form with `userFormSchema` of the caller's context. Checking so little first
 * lets a form aimed at a user out of the caller's reach answer 404 rather than 400.
 */
export const userFormFieldsSchema = (mode: UserFormContext['mode']) =>
  v.object({
    ...userFormEntries({ mode, today: `${yearRanges.datePicker.from}-01-01` }),
    authority: v.optional(requiredText(25)),
    company: v.optional(requiredRef()),
  });

export type UserForm = v.InferOutput<ReturnType<typeof userFormSchema>>;

/** The profile form edits the current user: mobile required, at most 15 (spec 001 section 5). */
export const ProfileFormSchema = v.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: optionalText(50),
  address: optionalText(200),
  mobileNo: requiredDigits({ maxDigits: 15 }),
});
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>;

/** The profile screen: the details, and a new profile image (optional; sent as its own part). */
export const ProfileScreenSchema = v.object({
  ...ProfileFormSchema.entries,
  profileImage: optionalChosenFile(fileRules.profileImage),
});

/** Change Password dialog, with the spec's own messages (spelling as shown). */
export const ChangePasswordSchema = v.pipe(
  v.object({
    id: IdSchema,
    // Besides the spec's three messages, the same length as every other new password (the
    // reset and first-password forms): a manager cannot set a one-letter password.
    newPassword: v.pipe(
      v.optional(v.string(messages.passwordEmpty), ''),
      v.nonEmpty(messages.passwordEmpty),
      v.minLength(5, messages.newPasswordLength),
      v.maxLength(16, messages.newPasswordLength),
    ),
    confirmPassword: v.pipe(
      v.optional(v.string(messages.confirmPasswordEmpty), ''),
      v.nonEmpty(messages.confirmPasswordEmpty),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) =>
        input.newPassword === '' ||
        input.confirmPassword === '' ||
        input.newPassword === input.confirmPassword,
      messages.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** `POST account/first-password`: the link's token and the new password, ruled as a reset's. */
export const FirstPasswordSchema = v.object({
  token: requiredText(100),
  newPassword: NewPasswordSchema,
});
export type FirstPassword = v.InferOutput<typeof FirstPasswordSchema>;

/** A user as lists and the edit form read it (spec 001 section 3). */
export const UserSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  login: v.string(),
  email: v.nullish(v.string()),
  mobileNo: v.nullish(v.string()),
  address: v.nullish(v.string()),
  accountExpiredDate: v.nullish(v.string()),
  activated: v.boolean(),
  company: v.nullish(v.object({ id: v.number(), name: v.string() })),
  customers: v.optional(v.array(v.object({ id: v.number(), companyName: v.string() })), []),
  authorities: v.array(v.string()),
  imageUrl: v.nullish(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

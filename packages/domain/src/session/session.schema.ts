import * as v from 'valibot';

/**
 * The stored user, kept locally after login (spec 000 section 3): the reply of `GET account`.
 * The role is the first of `authorities` (see roleOf).
 */
export const AccountSchema = v.object({
  id: v.number(),
  login: v.string(),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  email: v.nullish(v.string()),
  mobileNo: v.nullish(v.string()),
  address: v.nullish(v.string()),
  profileImage: v.nullish(v.string()),
  company: v.nullish(v.object({ id: v.number(), name: v.string() })),
  authorities: v.array(v.string()),
  /**
   * Ours (decision 0123): the customers a user or producer works for, when limited to some; absent
   * or empty, all of the company's. The console hides what the server would refuse them.
   */
  customerIds: v.optional(v.array(v.number())),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** One entry of `GET user-priviladges` (spec 000 section 3). */
export const UserPrivilegeSchema = v.object({
  name: v.string(),
  priority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  maxPriority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
});
export type UserPrivilege = v.InferOutput<typeof UserPrivilegeSchema>;

/** Settings: the company logo (spec 000 section 3, `companyLogo.value`). */
export const SettingsSchema = v.object({
  companyLogo: v.nullish(v.object({ value: v.nullish(v.string()) })),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

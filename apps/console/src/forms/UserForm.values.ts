import { defaultAuthority, type User } from '@veritag/domain';
import type { VeritagFormOf } from '@veritag/ui';

/**
 * The values the user form edits, field by field. The domain schema takes loose multipart
 * input (a company as an id or `{ id }`, a flag as true or 'true'), so its input type names
 * no fields; this is that input as the screen holds it. The profile image is not a field of
 * the schema: it is read from the form's values on save.
 */
export type UserFormValues = {
  /** The saved user's, undefined on add (the edit schema requires it, the add schema ignores it). */
  id: number | undefined;
  firstName: string;
  lastName: string;
  login: string;
  email: string;
  address: string;
  mobileNo: string;
  authority: string;
  /** YYYY-MM-DD, or '' for an account that never expires. */
  accountExpiredDate: string;
  activated: boolean;
  /** Only a super admin chooses it; undefined (not '') so the others' forms do not ask for it. */
  company: number | undefined;
  customers: number[];
  profileImage: File | null;
};

export type UserFormApi = VeritagFormOf<UserFormValues>;

/** Today in the user's own time zone, as YYYY-MM-DD: the account expiry cannot be before it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A new user (active; a normal user, or in track-and-trace mode no authority until one is
 * chosen from the dropdown), or the saved one.
 */
export function userFormValues(user: User | undefined, trackAndTrace: boolean): UserFormValues {
  return {
    id: user?.id,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    login: user?.login ?? '',
    email: user?.email ?? '',
    address: user?.address ?? '',
    mobileNo: user?.mobileNo ?? '',
    authority: user?.authorities[0] ?? (trackAndTrace ? '' : defaultAuthority),
    // The reply may carry a time; the picker holds the day.
    accountExpiredDate: user?.accountExpiredDate?.slice(0, 10) ?? '',
    activated: user?.activated ?? true,
    company: user?.company?.id,
    customers: user?.customers.map((customer) => customer.id) ?? [],
    profileImage: null,
  };
}

import * as v from 'valibot';
import {
  assignableAuthorities,
  userFormFields,
  worksForCustomers,
  userFormSchema,
  type Role,
  type UserForm,
  type userFormFieldsSchema,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { validateInput } from '../../http/input-checks';
import { ApiProblem, badRequest, conflict, fieldError } from '../../http/problem';
import type { Caller } from '../../platform/access';
import type { ManagedUserFields } from '../accounts';
import { customerRefs } from '../customers';
import { isRole, todayOf, trackAndTraceOf, type UsersDeps } from './user-context';

export type UserFormBody = v.InferOutput<ReturnType<typeof userFormFieldsSchema>>;
export type CheckedUserForm = UserForm & { authority: Role };

/**
 * The whole form checked for the caller (decision 0118): their role decides the company field,
 * their track&Trace flag the authority dropdown and the customers' type, the server's date the
 * expiry. An edit that sends no authority keeps the user's. The authority must be one the
 * caller may give.
 */
export function checkedUserForm(
  caller: Caller,
  mode: 'add' | 'edit',
  body: UserFormBody,
  clock: () => Date,
  currentAuthority?: Role,
): CheckedUserForm {
  const schema = userFormSchema({
    mode,
    actorRole: caller.role,
    trackAndTrace: trackAndTraceOf(caller),
    today: todayOf(clock),
  });
  const form = validateInput(schema, {
    ...body,
    authority: body.authority ?? currentAuthority,
  }) as UserForm;
  const allowed = assignableAuthorities(caller.role);
  if (!isRole(allowed, form.authority)) {
    const detail = `Choose one of: ${allowed.join(', ')}`;
    throw badRequest(`Invalid authority: ${detail}`, [fieldError('authority', detail)]);
  }
  return form as CheckedUserForm;
}

/**
 * The customers a user is given, checked in the transaction: each a customer of the user's
 * company, of the type the form offers (business partners in track and trace mode, customers
 * otherwise). A producer or an admin works for no chosen customers: any sent are dropped.
 */
export async function checkedCustomers(
  tx: Db,
  caller: Caller,
  companyId: number,
  form: CheckedUserForm,
): Promise<number[]> {
  if (!worksForCustomers(form.authority)) return [];
  const { customerType } = userFormFields(
    { actorRole: caller.role, trackAndTrace: trackAndTraceOf(caller), mode: 'add' },
    form.authority,
  );
  const refused = (detail: string) =>
    badRequest(`Invalid customers: ${detail}`, [fieldError('customers', detail)]);
  for (const id of form.customers) {
    const customer = await customerRefs.find(tx, companyId, id).catch((error: unknown) => {
      if (error instanceof ApiProblem && error.status === 404)
        throw refused(`Customer ${id} is not a customer of the user's company`);
      throw error;
    });
    if (customer.companyType !== customerType)
      throw refused(`${customer.companyName} is not a ${customerType}`);
  }
  return [...new Set(form.customers)];
}

/** Login and email belong to one live user each, in any case. */
export async function refuseTaken(
  deps: Pick<UsersDeps, 'accounts'>,
  tx: Db,
  fields: { login?: string; email?: string | null },
  exceptId?: number,
) {
  if (fields.login && (await deps.accounts.managed.loginTaken(fields.login, exceptId, tx)))
    throw conflict(`The username "${fields.login}" is already taken`);
  if (fields.email && (await deps.accounts.managed.emailTaken(fields.email, exceptId, tx)))
    throw conflict(`The email "${fields.email}" is already taken`);
}

/** The stored fields of a checked form (the login is set on add only). */
export const fieldsOf = (form: CheckedUserForm, companyId: number): ManagedUserFields => ({
  firstName: form.firstName,
  lastName: form.lastName,
  email: form.email ?? null,
  mobileNo: String(form.mobileNo),
  address: form.address ?? null,
  accountExpiredDate: form.accountExpiredDate ?? null,
  activated: form.activated,
  role: form.authority,
  companyId,
});

/** The names of the fields an edit changed, for the audit trail. */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter(
    (key) => after[key] !== undefined && after[key] !== before[key],
  );
}

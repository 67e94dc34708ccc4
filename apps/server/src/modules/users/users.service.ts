import type { Page, User } from '@veritag/domain';
import type { ListQuery } from '../../db/list-page';
import type { UploadedFile } from '../../http/multipart';
import { badRequest } from '../../http/problem';
import { ownCompany, type Caller } from '../../platform/access';
import type { UserColumn } from '../accounts';
import { auditEntry, reachOf, userInReach, type Actor, type UsersDeps } from './user-context';
import {
  changedFields,
  checkedCustomers,
  checkedUserForm,
  fieldsOf,
  refuseTaken,
  type UserFormBody,
} from './user-form';
import { fullUser, listedUsers } from './user-replies';
import { mailPasswordLink } from './user-passwords';

/** What the files of profile images are stored as; the routes register the module as their owner. */
export const profileImageFiles = 'profile-image';

/**
 * User management (decision 0117). A save writes the user, their customers, their image and their
 * password link in one transaction; an image whose transaction fails is removed again.
 */
export function usersService(deps: UsersDeps) {
  const { db, accounts, files, audit, links, clock } = deps;
  const managed = accounts.managed;

  const get = async (caller: Caller, id: number): Promise<User> =>
    fullUser(deps, await userInReach(deps, caller, id));

  return {
    async list(caller: Caller, query: ListQuery<UserColumn>): Promise<Page<User>> {
      const page = await managed.page(reachOf(caller), query);
      return { ...page, content: await listedUsers(deps, page.content) };
    },
    get,

    async create(actor: Actor, body: UserFormBody, image: UploadedFile | undefined): Promise<User> {
      const { caller } = actor;
      const form = checkedUserForm(caller, 'add', body, clock);
      const companyId =
        caller.role === 'ROLE_SUPER_ADMIN'
          ? (await deps.companies.get(form.company!)).id
          : ownCompany(caller);
      const stored = image ? await files.store(image, profileImageFiles, companyId) : undefined;
      let saved: { id: number; token?: string };
      try {
        saved = await db.transaction(async (tx) => {
          await refuseTaken(deps, tx, { login: form.login, email: form.email });
          const customers = await checkedCustomers(tx, caller, companyId, form);
          if (stored) await stored.record(tx);
          const id = await managed.insert(tx, {
            ...fieldsOf(form, companyId),
            login: form.login,
            profileImageFileId: stored?.id ?? null,
          });
          await accounts.setCustomers(id, customers, tx);
          const token = form.email ? await links.issue(tx, id) : undefined;
          await audit.record(
            auditEntry(actor, {
              action: 'user.created',
              companyId,
              target: { id, login: form.login },
              detail: `as ${form.authority}`,
            }),
            tx,
          );
          return { id, token };
        });
      } catch (error) {
        await stored?.discard();
        throw error;
      }
      if (saved.token)
        await mailPasswordLink(
          deps,
          { email: form.email!, firstName: form.firstName, login: form.login },
          saved.token,
          'saved',
        );
      return get(caller, saved.id);
    },

    async update(
      actor: Actor,
      body: UserFormBody & { id: number },
      image: UploadedFile | undefined,
    ): Promise<User> {
      const { caller } = actor;
      const before = await userInReach(deps, caller, body.id);
      const form = checkedUserForm(caller, 'edit', body, clock, before.role);
      const companyId =
        caller.role === 'ROLE_SUPER_ADMIN'
          ? (await deps.companies.get(form.company!)).id
          : ownCompany(caller);
      const stored = image ? await files.store(image, profileImageFiles, companyId) : undefined;
      let cleanUp: () => Promise<void>;
      try {
        cleanUp = await db.transaction(async (tx) => {
          const current = await userInReach(deps, caller, body.id, tx);
          await refuseTaken(deps, tx, { email: form.email }, current.id);
          const customers = await checkedCustomers(tx, caller, companyId, form);
          const customersBefore = await accounts.customersOf(current.id, tx);
          if (stored) await stored.record(tx);
          const fields = {
            ...fieldsOf(form, companyId),
            ...(stored ? { profileImageFileId: stored.id } : {}),
          };
          // Deactivating ends the user's open sessions at once, as deleting does.
          await managed.update(tx, current.id, fields, current.activated && !fields.activated);
          await accounts.setCustomers(current.id, customers, tx);
          const sameCustomers =
            customersBefore.length === customers.length &&
            customers.every((id) => customersBefore.includes(id));
          const changed = [
            ...changedFields(current, fields),
            ...(sameCustomers ? [] : ['customers']),
          ];
          const detail =
            changed.length > 0 ? `changed ${changed.join(', ')}` : 'saved without changes';
          await audit.record(
            auditEntry(actor, {
              action: 'user.changed',
              companyId,
              target: { id: current.id, login: current.login },
              detail,
            }),
            tx,
          );
          return stored && current.profileImageFileId
            ? files.forget(tx, current.profileImageFileId)
            : async () => undefined;
        });
      } catch (error) {
        await stored?.discard();
        throw error;
      }
      await cleanUp();
      return get(caller, body.id);
    },

    /** A soft delete: the user cannot log in, their sessions end, their login may be reused. */
    async remove(actor: Actor, id: number): Promise<void> {
      if (id === actor.caller.id) throw badRequest('You cannot delete your own account');
      await db.transaction(async (tx) => {
        const user = await userInReach(deps, actor.caller, id, tx);
        await managed.softDelete(tx, user.id, clock());
        await links.retireAll(tx, user.id);
        await audit.record(
          auditEntry(actor, {
            action: 'user.deleted',
            companyId: user.companyId,
            target: { id: user.id, login: user.login },
          }),
          tx,
        );
      });
    },

    /** The authorities the caller may give, as the form's dropdown offers them. */
    authorities: (caller: Caller): string[] => [...reachOf(caller).roles],
  };
}
export type UsersService = ReturnType<typeof usersService>;

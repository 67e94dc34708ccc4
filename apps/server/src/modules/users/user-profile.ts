import type { Account, ProfileForm } from '@veritag/domain';
import type { UploadedFile } from '../../http/multipart';
import { unauthorized } from '../../http/problem';
import { auditEntry, type Actor, type UsersDeps } from './user-context';
import { changedFields, refuseTaken } from './user-form';
import { profileImageFiles } from './users.service';

/** The caller edits their own profile (names, email, address, mobile, image); the reply is GET account's. */
export async function updateProfile(
  deps: UsersDeps,
  actor: Actor,
  form: ProfileForm,
  image: UploadedFile | undefined,
): Promise<Account> {
  const { db, accounts, files, audit } = deps;
  const me = await accounts.managed.live(actor.caller.id);
  if (!me) throw unauthorized();
  const stored = image ? await files.store(image, profileImageFiles, me.companyId) : undefined;
  let cleanUp: () => Promise<void>;
  try {
    cleanUp = await db.transaction(async (tx) => {
      await refuseTaken(deps, tx, { email: form.email }, me.id);
      if (stored) await stored.record(tx);
      const fields = {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email ?? null,
        address: form.address ?? null,
        mobileNo: String(form.mobileNo),
        ...(stored ? { profileImageFileId: stored.id } : {}),
      };
      await accounts.managed.update(tx, me.id, fields);
      const changed = changedFields(me, fields);
      const detail =
        changed.length > 0
          ? `own profile: changed ${changed.join(', ')}`
          : 'own profile saved without changes';
      await audit.record(
        auditEntry(actor, {
          action: 'user.changed',
          companyId: me.companyId,
          target: { id: me.id, login: me.login },
          detail,
        }),
        tx,
      );
      return stored && me.profileImageFileId
        ? files.forget(tx, me.profileImageFileId)
        : async () => undefined;
    });
  } catch (error) {
    await stored?.discard();
    throw error;
  }
  await cleanUp();
  const user = await accounts.findById(me.id);
  if (!user) throw unauthorized();
  return accounts.toAccount(user);
}

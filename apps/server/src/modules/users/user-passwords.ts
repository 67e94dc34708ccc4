import type { ChangePassword, FirstPassword } from '@veritag/domain';
import { ApiProblem, badRequest } from '../../http/problem';
import { passwordLinkHours } from './password-links';
import { auditEntry, userInReach, type Actor, type UsersDeps } from './user-context';

const expiredLink = () =>
  badRequest('This link has expired or was already used; ask your administrator for a new one');

/**
 * Mails the link to set a password, on one line of its own (an operator reading the log, and
 * the tests, find it there). Queued after the commit: a link is never mailed for a user that
 * was not saved. If the queue fails the user stays saved, and the caller is told to send a new link.
 */
export async function mailPasswordLink(
  deps: Pick<UsersDeps, 'mailer' | 'publicBaseUrl'>,
  user: { email: string; firstName: string; login: string },
  token: string,
  what: 'saved' | 'invited',
): Promise<void> {
  const link = `${deps.publicBaseUrl}/set_password?token=${token}`;
  const text = [
    `Hello ${user.firstName},`,
    `a Veritag account with the username ${user.login} is ready for you. Set your password with this link within ${passwordLinkHours} hours; it works once:`,
    link,
    'If it has expired, ask your administrator for a new one.',
  ].join('\n');
  await deps.mailer
    .queue({ to: user.email, subject: 'Set your Veritag password', text })
    .catch(() => {
      const saved = what === 'saved' ? 'The user is saved, but ' : '';
      throw new ApiProblem(
        503,
        `${saved}the mail with the password link could not be sent; send a new link later`,
      );
    });
}

/** Passwords set for someone else: by their manager, or by themselves through the mailed link. */
export function userPasswords(deps: UsersDeps) {
  const { db, accounts, audit, links } = deps;
  return {
    /** A manager sets a user's password; the user's sessions end (setPassword bumps the token version). */
    async changePassword(actor: Actor, input: ChangePassword): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const user = await userInReach(deps, actor.caller, input.id, tx);
        await accounts.setPassword(user.id, input.newPassword, tx);
        await links.retireAll(tx, user.id);
        await audit.record(
          auditEntry(actor, {
            action: 'password.changed',
            companyId: user.companyId,
            target: { id: user.id, login: user.login },
            detail: 'set by a manager',
          }),
          tx,
        );
      });
      return { message: 'Password changed successfully' };
    },

    /** A new link for a user; their older links stop working. */
    async sendInvitation(actor: Actor, id: number): Promise<{ message: string }> {
      const user = await userInReach(deps, actor.caller, id);
      if (!user.email)
        throw badRequest('This user has no email address; add one before sending a link');
      const token = await db.transaction((tx) => links.issue(tx, user.id));
      await mailPasswordLink(
        deps,
        { email: user.email, firstName: user.firstName, login: user.login },
        token,
        'invited',
      );
      return { message: `A link to set the password was sent to ${user.email}` };
    },

    /** The mailed link's token sets the password once; used, expired and unknown tokens are told apart from nobody. */
    async setFirstPassword(
      address: string | null,
      input: FirstPassword,
    ): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const userId = await links.consume(tx, input.token);
        const user = userId === undefined ? undefined : await accounts.managed.live(userId, tx);
        if (!user) throw expiredLink();
        await accounts.setPassword(user.id, input.newPassword, tx);
        const self = { id: user.id, login: user.login };
        await audit.record(
          {
            action: 'password.set',
            companyId: user.companyId,
            actor: self,
            target: self,
            detail: 'through the mailed link',
            address,
          },
          tx,
        );
      });
      return { message: 'Password set; you can log in now' };
    },
  };
}
export type UserPasswords = ReturnType<typeof userPasswords>;

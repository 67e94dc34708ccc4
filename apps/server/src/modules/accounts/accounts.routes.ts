import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { privilegeTreeOf } from '@veritag/domain';
import { access } from '../../platform/access';
import { unauthorized } from '../../http/problem';
import type { Bind } from '../../app-context';
import type { AccountsRepo } from './accounts.repo';
import type { AuthService } from './auth.service';

const calls = contract.auth;

export function accountsRoutes(app: FastifyInstance, bind: Bind, auth: AuthService, repo: AccountsRepo): void {
  bind(app, calls.checkLogin, access.public, ({ body, request }) => auth.checkLogin(body, request.ip));
  bind(app, calls.sendOtp, access.public, ({ body, request }) => auth.sendOtp(body, request.ip));
  bind(app, calls.login, access.public, ({ body, request }) => auth.login(body, request.ip));
  bind(app, calls.resetPassword, access.public, ({ body, request }) => auth.resetPassword(body, request.ip));
  // Reset mails go out after their reply; closing waits for them, before the database closes.
  app.addHook('onClose', async () => auth.settle());

  bind(app, calls.logout, access.anySignedIn, async ({ caller }) => {
    await repo.revokeTokens(caller.id);
  });
  bind(app, calls.account, access.anySignedIn, async ({ caller }) => {
    const user = await repo.findById(caller.id);
    if (!user) throw unauthorized();
    return repo.toAccount(user);
  });
  bind(app, calls.privileges, access.anySignedIn, async ({ caller }) => privilegeTreeOf(caller.privileges));
}

import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { privilegeTreeOf } from '@veritag/domain';
import { unauthorized } from '../../http/problem';
import type { Bind } from '../../app-context';
import type { AccountsRepo } from './accounts.repo';

const calls = contract.auth;

export function accountsRoutes(app: FastifyInstance, bind: Bind, repo: AccountsRepo): void {
  bind(app, calls.account, async ({ caller }) => {
    const user = await repo.findById(caller.id);
    if (!user) throw unauthorized();
    return repo.toAccount(user);
  });
  bind(app, calls.privileges, async ({ caller }) => privilegeTreeOf(caller.privileges));
}

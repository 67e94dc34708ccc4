import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { customerScope, ownCompany, type Caller } from '../../platform/access';
import { codesOfFile } from '../../platform/code-files';
import type { BlacklistScope } from './blacklist-reads';
import type { CodeBlacklistService } from './code-blacklist.service';

const calls = contract.codeBlacklist;

/** The caller's company, and their customers when they are limited to some. */
const scopeOf = (caller: Caller): BlacklistScope => ({
  companyId: ownCompany(caller),
  customerIds: customerScope(caller),
});

export function codeBlacklistRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: CodeBlacklistService,
): void {
  bind(app, calls.list, ({ caller, query }) => service.page(scopeOf(caller), query));
  bind(app, calls.history, ({ caller, query }) => service.history(scopeOf(caller), query.code));
  bind(app, calls.blacklist, ({ caller, body }) =>
    service.blacklist(scopeOf(caller), caller.login, body),
  );
  bind(app, calls.reactivate, ({ caller, body }) =>
    service.reactivate(scopeOf(caller), caller.login, body),
  );
  bind(app, calls.confirm, ({ caller, body }) =>
    service.confirm(scopeOf(caller), caller.login, body),
  );
  bind(app, calls.upload, async ({ caller, body, files }) =>
    service.bulk(scopeOf(caller), caller.login, body, await codesOfFile(files.file!, 'file')),
  );
}

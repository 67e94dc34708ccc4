import { sql, type SQL } from 'drizzle-orm';
import { apiRoot, contract, type CallSpec, type HttpMethod } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call, pathPattern, unchecked } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** The call of the code blacklist that `method` and `url` (under the API root) name. */
function blacklistCallAt(method: HttpMethod, url: string): CallSpec {
  const path = `${apiRoot}${url}`.split('?')[0]!;
  const spec = Object.values(contract.codeBlacklist).find(
    (one: CallSpec) => one.method === method && pathPattern(one).test(path),
  );
  if (!spec) throw new Error(`${method} ${url} is no call of the code blacklist`);
  return spec;
}

/**
 * What the blacklist tests share: the demo company's codes (its print run's 1,200), callers
 * of each role, and the calls as the console makes them.
 */
export function blacklistKit(t: () => TestApp) {
  let users = 0;
  const rows = async <Row>(query: SQL) =>
    ((await t().database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  const kit = {
    rows,
    /** The demo company's id, and its print run's codes in print order. */
    async demo(): Promise<{
      companyId: number;
      customerId: number;
      otherCustomerId: number;
      codes: string[];
    }> {
      const [run] = await rows<{ id: number; company_id: number; customer_id: number }>(
        sql`select id, company_id, customer_id from print_data order by id limit 1`,
      );
      const codes = await rows<{ code: string }>(
        sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id} order by seq`,
      );
      const [other] = await rows<{ id: number }>(
        sql`select id from customers where company_id = ${run!.company_id} and id <> ${run!.customer_id} order by id limit 1`,
      );
      return {
        companyId: run!.company_id,
        customerId: run!.customer_id,
        otherCustomerId: other!.id,
        codes: codes.map((row) => row.code),
      };
    },
    /** A user of the company holding Print Data at `level` (none at 0), limited to `customerIds` if given: their token. */
    async user(companyId: number, level: 0 | 1 | 2, customerIds?: number[]): Promise<string> {
      return (await kit.userWithLogin(companyId, level, customerIds)).token;
    },
    async userWithLogin(
      companyId: number,
      level: 0 | 1 | 2,
      customerIds?: number[],
    ): Promise<{ token: string; login: string }> {
      users += 1;
      const login = `blacklist-user-${users}`;
      const privileges = (
        level > 0
          ? [
              { parent: null, name: 'Printing', priority: 1 },
              { parent: 'Printing', name: 'Print Data', priority: level },
            ]
          : []
      ) as HeldPrivilege[];
      const userId = await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'B',
        lastName: 'L',
        email: `${login}@example.com`,
        mobileNo: '9000000055',
      });
      if (customerIds) await t().services.accounts.setCustomers(userId, customerIds);
      return { token: await tokenFor(t(), login), login };
    },
    async adminOfAnotherCompany(): Promise<string> {
      const { id: companyId } = await t().services.companies.create({
        name: `Blacklist Other ${users}`,
      });
      users += 1;
      const login = `blacklist-admin-${users}`;
      await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_ADMIN',
        companyId,
        privileges: [],
        firstName: 'O',
        lastName: 'A',
        email: `${login}@example.com`,
        mobileNo: '9000000056',
      });
      return tokenFor(t(), login);
    },
    /**
     * A call of the code blacklist named by its URL, query and all, as the console's address bar
     * holds it; the body is sent as given, a wrong one too.
     */
    call: async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      (
        await call(
          t(),
          blacklistCallAt(method, url),
          { link: `${apiRoot}${url}`, body: unchecked(payload) },
          token,
        )
      ).raw,
    blacklist: async (token: string, body: object) =>
      (await call(t(), contract.codeBlacklist.blacklist, { body: unchecked(body) }, token)).raw,
    reactivate: async (token: string, body: object) =>
      (await call(t(), contract.codeBlacklist.reactivate, { body: unchecked(body) }, token)).raw,
    history: async (token: string, code: string) =>
      (await call(t(), contract.codeBlacklist.history, { query: { code } }, token)).raw,
    /** The page a query names (`?active=true&contains.code=...`), as the console's address bar holds it. */
    list: async (token: string, query = '') =>
      (
        await call(
          t(),
          contract.codeBlacklist.list,
          { link: `${apiRoot}/code-blacklist${query}` },
          token,
        )
      ).body,
    async upload(
      token: string,
      fields: Record<string, string>,
      csv: string | Buffer,
      name = 'codes.csv',
    ) {
      const bytes = Buffer.isBuffer(csv) ? csv : Buffer.from(csv);
      const reply = await call(
        t(),
        contract.codeBlacklist.upload,
        { body: unchecked(fields), files: { file: { bytes, name, type: 'text/csv' } } },
        token,
      );
      return reply.raw;
    },
    /** How many entries the codes have, active or not: what a refused request must leave as it was. */
    entriesOf: async (codes: string[]) =>
      Number(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from code_blacklist where code = any(string_to_array(${codes.join(',')}, ','))`,
          )
        )[0]!.n,
      ),
  };
  return kit;
}

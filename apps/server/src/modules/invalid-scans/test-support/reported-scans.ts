import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@veritag/api';
import { call } from '../../../test-support/api-calls';
import { phoneAddress, rowsOf, scan } from '../../../test-support/scans';
import type { TestApp } from '../../../test-support/test-app';

export interface Person {
  name: string;
  email: string;
  mobile: string;
}

/**
 * Invalid scans made the way a consumer makes them: the admin blacklists one of the demo
 * print run's codes, a phone scans it (not genuine) and the person reports it through the
 * scan page's action.
 */
export function invalidScansKit(t: () => TestApp, admin: () => string) {
  let next = 0;
  const kit = {
    /** The demo print run: its company, customer (and that customer's name) and its codes in print order. */
    async demo() {
      const [run] = await rowsOf<{
        id: number;
        company_id: number;
        customer_id: number;
        name: string;
      }>(
        t(),
        sql`select p.id, p.company_id, p.customer_id, c.company_name as name from print_data p join customers c on c.id = p.customer_id order by p.id limit 1`,
      );
      const codes = await rowsOf<{ code: string }>(
        t(),
        sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id} order by seq desc limit 40`,
      );
      return {
        companyId: run!.company_id,
        customer: { id: run!.customer_id, name: run!.name },
        codes: codes.map((row) => row.code),
      };
    },

    /** Scans `code` on a phone and reports it with `person`; the code must scan not genuine. */
    async report(code: string, person: Person) {
      next += 1;
      const phone = `reporter-${next}`;
      const { view } = await scan(t(), code, phone);
      expect(view.verdict).not.toBe('genuine');
      const reply = await call(t(), contract.scanPage.report, {
        link: view.actions!.report,
        body: person,
        remoteAddress: phoneAddress(phone),
      });
      expect(reply.status, reply.text).toBe(204);
    },

    /** Blacklists a code of the demo company (so it scans not genuine), then reports it. */
    async reportBlacklisted(code: string, person: Person) {
      const blacklisted = await call(
        t(),
        contract.codeBlacklist.blacklist,
        { body: { code, reason: 'stolen' } },
        admin(),
      );
      expect(blacklisted.status, blacklisted.text).toBe(200);
      await kit.report(code, person);
    },

    /** The list with a query as the console's address bar holds it (`page=0&sort=name,asc`). */
    list: async (query: string, token = admin()) =>
      (await call(t(), contract.invalidScans.list, { link: `/api/invalid-scans?${query}` }, token))
        .raw,
  };
  return kit;
}

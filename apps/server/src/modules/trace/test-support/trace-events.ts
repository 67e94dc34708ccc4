import { sql } from 'drizzle-orm';
import { apiRoot, contract, type CallSpec } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call, pathPattern, unchecked } from '../../../test-support/api-calls';
import { demoCompanyId } from '../../../test-support/master-data';
import { printRunCodes, rowsOf, tokenBatchCodes } from '../../../test-support/scans';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** A valid GTIN (GS1's example) for Digital Link identifiers: the capture takes the serial as the code. */
export const exampleGtin = '09506000134352';

/** The reads of track and trace: a code's history, the inventory and the consignments. */
const traceReads: CallSpec[] = [
  contract.traceEvents.history,
  ...Object.values(contract.inventory),
  ...Object.values(contract.consignments),
].filter((one) => one.method === 'GET');

/**
 * What the trace tests share: the demo print run's codes (each of a product), EPCIS documents
 * as a line system sends them, callers by privilege, and a fingerprint of every trace table for
 * "nothing was stored" checks.
 */
export function traceKit(t: () => TestApp) {
  let users = 0;
  let nextCode = 0;
  let pool: string[] = [];
  const time = (minute = 0) => ({
    eventTime: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
    eventTimeZoneOffset: '+05:30',
  });

  const kit = {
    async load(count = 1000) {
      pool = (await printRunCodes(t(), count)).map((row) => row.code);
    },
    /** Demo codes no other test of the file has used. */
    fresh(count: number): string[] {
      const taken = pool.slice(nextCode, nextCode + count);
      nextCode += count;
      if (taken.length < count)
        throw new Error('the demo print run has too few codes for these tests');
      return taken;
    },
    productless: async (count: number) =>
      (await tokenBatchCodes(t(), count)).map((row) => row.code),
    companyId: () => demoCompanyId(t()),

    document: (...eventList: object[]) => ({
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-11-20T10:00:00Z',
      epcisBody: { eventList },
    }),
    packing: (parentID: string, childEPCs: string[], minute = 0) => ({
      type: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      parentID,
      childEPCs,
      ...time(minute),
    }),
    unpacking: (parentID: string, childEPCs?: string[], minute = 1) => ({
      type: 'AggregationEvent',
      action: 'DELETE',
      bizStep: 'unpacking',
      parentID,
      ...(childEPCs ? { childEPCs } : {}),
      ...time(minute),
    }),
    storing: (epcList: string[], minute = 2) => ({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'storing',
      epcList,
      readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
      ...time(minute),
    }),
    shipping: (epcList: string[], reference: string, minute = 3) => ({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'shipping',
      epcList,
      ...time(minute),
      bizTransactionList: [{ type: 'desadv', bizTransaction: reference }],
      'vt:destination': { name: 'Mumbai depot', latitude: 19.07, longitude: 72.87 },
    }),
    receiving: (reference: string, epcList: string[] = []) => ({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'receiving',
      epcList,
      ...time(4),
      bizTransactionList: [{ type: 'desadv', bizTransaction: reference }],
    }),

    // The documents are made by hand as a line system sends them, broken ones too: the server judges them.
    capture: async (token: string, body: object) =>
      (await call(t(), contract.traceEvents.capture, { body: unchecked(body) }, token)).raw,
    /** A read of track and trace named by its URL under the API root, query and all. */
    async get(token: string, url: string) {
      const link = `${apiRoot}${url}`;
      const spec = traceReads.find((one) => pathPattern(one).test(link.split('?')[0]!));
      if (!spec) throw new Error(`GET ${url} is no read of track and trace`);
      return (await call(t(), spec, { link }, token)).raw;
    },

    /** A user of the company holding Track & Trace (or nothing), logged in. */
    async user(companyId: number, holds: boolean): Promise<string> {
      users += 1;
      const login = `trace-user-${users}`;
      const privileges = (
        holds ? [{ parent: null, name: 'Track & Trace', priority: 1 }] : []
      ) as HeldPrivilege[];
      await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'T',
        lastName: 'T',
        email: `${login}@example.com`,
        mobileNo: '9000000066',
      });
      return tokenFor(t(), login);
    },

    /** Every row of every trace table, summarised: equal before and after a refused document means nothing was stored. */
    async fingerprint(): Promise<string> {
      const tables = [
        'trace_events',
        'code_aggregation',
        'code_stock',
        'inventory_items',
        'inventory_entries',
        'consignments',
        'consignment_items',
      ];
      const parts: string[] = [];
      for (const table of tables) {
        const [row] = await rowsOf<{ n: string; digest: string | null }>(
          t(),
          sql`select count(*) as n, md5(string_agg(x::text, ',' order by x::text)) as digest from ${sql.identifier(table)} x`,
        );
        parts.push(`${table}:${row!.n}:${row!.digest}`);
      }
      return parts.join(' ');
    },
    stockOf: async (codes: string[]) =>
      rowsOf<{ code: string; state: string }>(
        t(),
        sql`select code, state from code_stock where code = any(string_to_array(${codes.join(',')}, ',')) order by code`,
      ),
    parentOf: async (code: string) =>
      (
        await rowsOf<{ parent_code: string }>(
          t(),
          sql`select parent_code from code_aggregation where child_code = ${code}`,
        )
      )[0]?.parent_code,
  };
  return kit;
}
export type TraceKit = ReturnType<typeof traceKit>;

import type { HeldPrivilege } from '@veritag/domain';
import { demoCompanyId } from '../../../test-support/master-data';
import { printRunCodes } from '../../../test-support/scans';
import { contract } from '@veritag/api';
import { call, unchecked } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** The Mumbai depot the kit ships to. */
export const mumbaiDepot = { name: 'Mumbai depot', latitude: 19.07, longitude: 72.87 };

/**
 * What the geo-diversion tests need of track and trace: demo codes, and EPCIS documents that
 * pack, take in and ship them through the events API (as a line system would).
 */
export function geoDiversionKit(t: () => TestApp) {
  let users = 0;
  let next = 0;
  let pool: string[] = [];
  const time = (minute: number) => ({
    eventTime: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
    eventTimeZoneOffset: '+05:30',
  });
  return {
    async load(count: number) {
      pool = (await printRunCodes(t(), count)).map((row) => row.code);
    },
    fresh(count: number): string[] {
      next += count;
      if (next > pool.length)
        throw new Error('the demo print run has too few codes for these tests');
      return pool.slice(next - count, next);
    },
    companyId: () => demoCompanyId(t()),
    document: (...eventList: object[]) => ({
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-11-20T10:00:00Z',
      epcisBody: { eventList },
    }),
    packing: (parentID: string, childEPCs: string[]) => ({
      type: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      parentID,
      childEPCs,
      ...time(0),
    }),
    storing: (epcList: string[]) => ({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'storing',
      epcList,
      ...time(1),
    }),
    shipping: (epcList: string[], reference: string) => ({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'shipping',
      epcList,
      ...time(2),
      bizTransactionList: [{ type: 'desadv', bizTransaction: reference }],
      'vt:destination': mumbaiDepot,
    }),
    // The documents are made by hand as a line system sends them: the server is the one to judge them.
    capture: (token: string, body: object) =>
      call(t(), contract.traceEvents.capture, { body: unchecked(body) }, token),
    /** A user of the company holding Track & Trace (or nothing), logged in. */
    async user(companyId: number, holds: boolean): Promise<string> {
      users += 1;
      const login = `geo-user-${users}`;
      const privileges = (
        holds ? [{ parent: null, name: 'Track & Trace', priority: 1 }] : []
      ) as HeldPrivilege[];
      await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'G',
        lastName: 'D',
        email: `${login}@example.com`,
        mobileNo: '9000000077',
      });
      return tokenFor(t(), login);
    },
  };
}

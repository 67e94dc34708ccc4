import { contract } from '@veritag/api';
import type { HeldPrivilege, PrivilegeName } from '@veritag/domain';
import { call, unchecked } from '../../../test-support/api-calls';
import { demoCompanyId } from '../../../test-support/master-data';
import { printRunCodes } from '../../../test-support/scans';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/**
 * A small trail for these tests, captured through the API as a line system sends it: a pallet of
 * cartons packed, stored and shipped, from the `fromCode`th code of the demo print run on. (The
 * trace module's own kit stays behind its door.)
 */
export async function capturedTrail(t: TestApp, token: string, cartonCount = 2, fromCode = 1) {
  const [pallet, ...cartons] = (await printRunCodes(t, cartonCount + 1, fromCode)).map(
    (row) => row.code,
  ) as [string, ...string[]];
  const at = (minute: number) => ({
    eventTime: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
    eventTimeZoneOffset: '+05:30',
  });
  const eventList = [
    {
      type: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      parentID: pallet,
      childEPCs: cartons,
      ...at(40),
    },
    { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'storing', epcList: [pallet], ...at(41) },
    {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'shipping',
      epcList: [pallet],
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'SUBSCRIBED-1' }],
      ...at(42),
    },
  ];
  const stored = await call(
    t,
    contract.traceEvents.capture,
    {
      body: unchecked({
        '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
        type: 'EPCISDocument',
        schemaVersion: '2.0',
        creationDate: '2026-11-20T10:00:00Z',
        epcisBody: { eventList },
      }),
    },
    token,
  );
  if (stored.status !== 200) throw new Error(`the trail was not captured: ${stored.text}`);
  return { pallet, cartons, eventIds: stored.body.eventIds, companyId: await demoCompanyId(t) };
}

let users = 0;
/** A user of the demo company holding only the named privileges (at view level), logged in. */
export async function userHolding(t: TestApp, names: PrivilegeName[]): Promise<string> {
  users += 1;
  const login = `epcis-subscriber-${users}`;
  await t.services.accounts.create({
    login,
    password: demoPassword,
    role: 'ROLE_USER',
    companyId: await demoCompanyId(t),
    privileges: names.map((name) => ({ parent: null, name, priority: 1 })) as HeldPrivilege[],
    firstName: 'E',
    lastName: 'S',
    email: `${login}@example.com`,
    mobileNo: '9000000067',
  });
  return tokenFor(t, login);
}

import { contract } from '@veritag/api';
import type { ApiScope, HeldPrivilege, Role } from '@veritag/domain';
import { call } from '../../../test-support/api-calls';
import { demoCompanyId } from '../../../test-support/master-data';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** An EPCIS document as a line system posts it: one observation of the codes. */
export const observation = (codes: string[]) => ({
  '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-11-20T10:00:00Z',
  epcisBody: {
    eventList: [
      {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'storing',
        epcList: codes,
        readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
        eventTime: '2026-11-20T10:00:00.000Z',
        eventTimeZoneOffset: '+05:30',
      },
    ],
  },
});

/** The API key tests' people and keys, made through the API as an admin would. */
export function keysKit(t: () => TestApp) {
  let made = 0;
  return {
    /** A key made by the holder of `token`; its secret is in `key`. */
    async make(
      token: string,
      scopes: ApiScope[],
      more: { name?: string; expiresAt?: string } = {},
    ) {
      made += 1;
      const reply = await call(
        t(),
        contract.apiKeys.create,
        { body: { name: more.name ?? `Line ${made}`, scopes, expiresAt: more.expiresAt } },
        token,
      );
      if (reply.status !== 200) throw new Error(`making a key: ${reply.status} ${reply.text}`);
      return reply.body;
    },
    /** A user of the demo company with these privileges, signed in. */
    async person(role: Role, privileges: HeldPrivilege[]) {
      made += 1;
      const login = `key-maker-${made}`;
      const id = await t().services.accounts.create({
        login,
        password: demoPassword,
        role,
        companyId: await demoCompanyId(t()),
        privileges,
        firstName: 'Key',
        lastName: 'Maker',
        email: `${login}@example.com`,
        mobileNo: '9000000044',
      });
      return { id, login, token: await tokenFor(t(), login) };
    },
  };
}

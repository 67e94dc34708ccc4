import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { trackAndTrace, userFields, usersKit } from './test-support/user-forms';

let t: TestApp;
const kit = usersKit(() => t);
let admin: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
}, 60_000);
afterAll(async () => t.close());

const privilegesOf = async (userId: number, token = admin) =>
  kit.call('GET', `/user-priviladges/parent/${userId}`, token);
const grant = (userId: number, priviladges: object[], token = admin) =>
  kit.call('POST', '/user-priviladges', token, { userId, priviladges });
const productAt = (level: number) => [
  {
    name: 'Master',
    priority: 1,
    maxPriority: 1,
    children: [{ name: 'Product', priority: level, maxPriority: 3 }],
  },
];

describe('companies apart', () => {
  it('never lets a user of company B list, read, change, delete, reset or grant to a user of company A', async () => {
    const target = await kit.account('ROLE_USER', companyId);
    const b = await otherCompanyAdmin(t, 'Company B Ltd');
    const bTrackAndTrace = await kit.signedIn('ROLE_USER', b.companyId, trackAndTrace);
    const producerA = await kit.account('ROLE_PRODUCER', companyId);
    for (const [token, id] of [
      [b.token, target.id],
      [bTrackAndTrace.token, producerA.id],
    ] as const) {
      const listed = (await kit.call('GET', '/users?size=100', token))
        .json()
        .content.map((u: { id: number }) => u.id);
      expect(listed).not.toContain(id);
      expect(
        (await kit.call('GET', `/user/search?columnName=login&searchKey=kit&size=100`, token))
          .json()
          .content.map((u: { id: number }) => u.id),
      ).not.toContain(id);
      const tries = [
        await kit.call('GET', `/users/userId/${id}`, token),
        await kit.save('PUT', userFields('moved', { id, authority: 'ROLE_PRODUCER' }), token),
        await kit.call('DELETE', `/users/${id}`, token),
        await kit.multipart(
          'POST',
          '/change-password',
          { id, newPassword: 'taken-over', confirmPassword: 'taken-over' },
          token,
        ),
        await kit.call('POST', `/users/${id}/invitation`, token),
        await privilegesOf(id, token),
        await grant(id, productAt(3), token),
      ];
      expect(tries.map((reply) => [reply.statusCode, reply.json().title])).toEqual(
        tries.map(() => [404, 'User not found']),
      );
    }
    expect((await kit.call('GET', `/users/userId/${target.id}`, admin)).json()).toMatchObject({
      login: target.login,
      firstName: 'Kit',
    });
    expect(
      (await privilegesOf(target.id)).json().find((m: { name: string }) => m.name === 'Master')
        .priority,
    ).toBe(0);
  });
});

describe('granting privileges', () => {
  it("takes effect on the target's next request, and records what changed", async () => {
    const target = await kit.signedIn('ROLE_USER', companyId);
    const addProduct = () => kit.call('GET', '/user-priviladges', target.token);
    const saved = await grant(target.id, productAt(1));
    expect(saved.statusCode).toBe(200);
    const master = saved.json().find((m: { name: string }) => m.name === 'Master');
    expect(master.children.find((c: { name: string }) => c.name === 'Product').priority).toBe(1);
    const own = (await addProduct()).json().find((m: { name: string }) => m.name === 'Master');
    expect(own.children.find((c: { name: string }) => c.name === 'Product').priority).toBe(1);
    const events = (
      await kit.call('GET', `/audit-events?search=${target.login}&size=50`, admin)
    ).json().content;
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'privileges.changed',
        actor: 'admin',
        detail: 'Master 0→1, Master > Product 0→1',
      }),
    );
    const tooHigh = await grant(target.id, [
      { name: 'Master', priority: 3, maxPriority: 3, children: [] },
    ]);
    expect([tooHigh.statusCode, tooHigh.json().title]).toEqual([
      400,
      'Master can be at most level 1',
    ]);
  });

  it('shows a track and trace granter only the modules they hold in full, and refuses a grant above their own level', async () => {
    const granter = await kit.signedIn('ROLE_USER', companyId, trackAndTrace);
    const producer = await kit.account('ROLE_PRODUCER', companyId, [
      { parent: 'Master', name: 'Plant', priority: 2 },
    ]);
    expect(
      (await privilegesOf(producer.id, granter.token)).json().map((m: { name: string }) => m.name),
    ).toEqual(['Track & Trace']);
    const above = await grant(producer.id, productAt(1), granter.token);
    expect([above.statusCode, above.json().title]).toEqual([
      403,
      'You cannot grant more than you hold: Master > Product at level 1',
    ]);
    const allowed = await grant(
      producer.id,
      [{ name: 'Track & Trace', priority: 1, maxPriority: 1, children: [] }],
      granter.token,
    );
    expect(allowed.json()).toEqual([
      { name: 'Track & Trace', priority: 1, maxPriority: 1, children: [] },
    ]);
    // What the granter could not see is left as the producer had it.
    const held = (await privilegesOf(producer.id))
      .json()
      .find((m: { name: string }) => m.name === 'Master');
    expect(held.children.find((c: { name: string }) => c.name === 'Plant').priority).toBe(2);
  });
});

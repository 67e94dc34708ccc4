import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import type { PrivilegeNode } from '@veritag/domain';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { trackAndTrace, userFields, usersKit } from './test-support/user-forms';
import { call } from '../../test-support/api-calls';

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
  call(t, contract.privileges.ofUser, { params: { userId } }, token);
const grant = (userId: number, priviladges: PrivilegeNode[], token = admin) =>
  call(t, contract.privileges.save, { body: { userId, priviladges } }, token);
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
      const listed = (
        await call(t, contract.users.list, { query: { size: 100 } }, token)
      ).body.content.map((u: { id: number }) => u.id);
      expect(listed).not.toContain(id);
      expect(
        (
          await call(
            t,
            contract.users.search,
            { query: { columnName: 'login', searchKey: 'kit', size: 100 } },
            token,
          )
        ).body.content.map((u: { id: number }) => u.id),
      ).not.toContain(id);
      const tries = [
        await call(t, contract.users.get, { params: { id } }, token),
        await call(
          t,
          contract.users.update,
          { body: userFields('moved', { id, authority: 'ROLE_PRODUCER' }) },
          token,
        ),
        await call(t, contract.users.remove, { params: { id } }, token),
        await call(
          t,
          contract.users.changePassword,
          { body: { id, newPassword: 'taken-over', confirmPassword: 'taken-over' } },
          token,
        ),
        await call(t, contract.users.sendInvitation, { params: { id } }, token),
        await privilegesOf(id, token),
        await grant(id, productAt(3), token),
      ];
      expect(tries.map((reply) => [reply.status, reply.problem.title])).toEqual(
        tries.map(() => [404, 'User not found']),
      );
    }
    expect(
      (await call(t, contract.users.get, { params: { id: target.id } }, admin)).body,
    ).toMatchObject({
      login: target.login,
      firstName: 'Kit',
    });
    expect((await privilegesOf(target.id)).body.find((m) => m.name === 'Master')!.priority).toBe(0);
  });
});

describe('granting privileges', () => {
  it("takes effect on the target's next request, and records what changed", async () => {
    const target = await kit.signedIn('ROLE_USER', companyId);
    const addProduct = () => call(t, contract.auth.privileges, {}, target.token);
    const saved = await grant(target.id, productAt(1));
    expect(saved.status).toBe(200);
    const master = saved.body.find((m) => m.name === 'Master')!;
    expect(master.children!.find((c) => c.name === 'Product')!.priority).toBe(1);
    const own = (await addProduct()).body.find((m) => m.name === 'Master')!;
    expect(own.children!.find((c) => c.name === 'Product')!.priority).toBe(1);
    const events = (
      await call(t, contract.audit.list, { query: { search: target.login, size: 50 } }, admin)
    ).body.content;
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
    expect([tooHigh.status, tooHigh.problem.title]).toEqual([400, 'Master can be at most level 1']);
  });

  it('shows a track and trace granter only the modules they hold in full, and refuses a grant above their own level', async () => {
    const granter = await kit.signedIn('ROLE_USER', companyId, trackAndTrace);
    const producer = await kit.account('ROLE_PRODUCER', companyId, [
      { parent: 'Master', name: 'Plant', priority: 2 },
    ]);
    expect(
      (await privilegesOf(producer.id, granter.token)).body.map((m: { name: string }) => m.name),
    ).toEqual(['Track & Trace']);
    const above = await grant(producer.id, productAt(1), granter.token);
    expect([above.status, above.problem.title]).toEqual([
      403,
      'You cannot grant more than you hold: Master > Product at level 1',
    ]);
    const allowed = await grant(
      producer.id,
      [{ name: 'Track & Trace', priority: 1, maxPriority: 1, children: [] }],
      granter.token,
    );
    expect(allowed.body).toEqual([
      { name: 'Track & Trace', priority: 1, maxPriority: 1, children: [] },
    ]);
    // What the granter could not see is left as the producer had it.
    const held = (await privilegesOf(producer.id)).body.find((m) => m.name === 'Master')!;
    expect(held.children!.find((c) => c.name === 'Plant')!.priority).toBe(2);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { exampleGtin, traceKit } from './test-support/trace-events';

let t: TestApp;
const kit = traceKit(() => t);
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await kit.load();
});
afterAll(async () => t.close());

/** Captures a document that must be refused whole: its status and title, and that no trace table changed. */
async function refused(body: object, status: number, token = admin): Promise<string> {
  const before = await kit.fingerprint();
  const reply = await kit.capture(token, body);
  expect(reply.statusCode, reply.body).toBe(status);
  expect(await kit.fingerprint()).toBe(before);
  return reply.json<{ title: string }>().title;
}
const accepted = async (body: object) => {
  const reply = await kit.capture(admin, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ eventIds: number[]; counts: Record<string, number> }>();
};
const inventoryOf = async (code: string) =>
  (
    await rowsOf<{ quantity: number; inward_quantity: number; remaining_quantity: number }>(
      t,
      sql`select i.quantity, i.inward_quantity, i.remaining_quantity from inventory_items i join code_stock s on s.inventory_item_id = i.id where s.code = ${code}`,
    )
  )[0];

describe('the life of a carton', () => {
  it('packs, takes in, ships and receives, naming codes as plain text, printed URLs and GS1 Digital Links', async () => {
    const [parent, ...children] = kit.fresh(11) as [string, ...string[]];
    const named = children.map((code, i) =>
      i % 3 === 0
        ? `https://veritag.example/v/${code}`
        : i % 3 === 1
          ? `https://id.example.com/01/${exampleGtin}/21/${code}`
          : code.toLowerCase(),
    );
    const before = await rowsOf<{ quantity: number }>(
      t,
      sql`select coalesce(sum(quantity), 0)::int as quantity from inventory_items`,
    );

    const packed = await accepted(kit.document(kit.packing(parent, named), kit.storing([parent])));
    expect(packed.counts).toMatchObject({ packed: 10, inward: 10 });
    expect(packed.eventIds).toHaveLength(2);
    expect(await kit.parentOf(children[0]!)).toBe(parent);
    expect((await kit.stockOf([parent, ...children])).map((row) => row.state)).toEqual(
      Array(11).fill('IN_STOCK'),
    );
    const after = await rowsOf<{ quantity: number }>(
      t,
      sql`select coalesce(sum(quantity), 0)::int as quantity from inventory_items`,
    );
    expect(after[0]!.quantity - before[0]!.quantity).toBe(10);

    const stocked = (await inventoryOf(children[0]!))!;
    expect(
      (await accepted(kit.document(kit.shipping([parent], 'CONS-LIFE-1')))).counts.outward,
    ).toBe(10);
    expect(await inventoryOf(children[0]!)).toEqual({
      ...stocked,
      inward_quantity: stocked.inward_quantity + 10,
      remaining_quantity: stocked.remaining_quantity - 10,
    });
    const [sent] = await rowsOf<{
      overall_status: string;
      no_of_box: number;
      destination_name: string;
      destination_latitude: number;
    }>(t, sql`select * from consignments where reference = 'CONS-LIFE-1'`);
    expect(sent).toMatchObject({
      overall_status: 'IN_TRANSIT',
      no_of_box: 1,
      destination_name: 'Mumbai depot',
      destination_latitude: 19.07,
    });

    expect((await accepted(kit.document(kit.receiving('CONS-LIFE-1')))).counts.received).toBe(10);
    expect((await kit.stockOf([parent, ...children])).map((row) => row.state)).toEqual(
      Array(11).fill('RECEIVED'),
    );
    const [received] = await rowsOf<{ overall_status: string; received_date: string | null }>(
      t,
      sql`select * from consignments where reference = 'CONS-LIFE-1'`,
    );
    expect(received!.overall_status).toBe('RECEIVED');
    expect(received!.received_date).not.toBeNull();
    // A receipt of the whole consignment lists no codes, yet shows in each code's history.
    const history = (await kit.get(admin, `/v1/epcis/codes/${children[0]}/history`)).json<{
      epcisBody: { eventList: { bizStep?: string }[] };
    }>();
    expect(history.epcisBody.eventList.map((event) => event.bizStep)).toContain('receiving');
  });

  it('accepts a single event as well as a document, and says PARTIALLY_RECEIVED until all of a consignment is in', async () => {
    const [a, b] = kit.fresh(2) as [string, string];
    expect((await kit.capture(admin, kit.storing([a, b]))).statusCode).toBe(200);
    await accepted(kit.document(kit.shipping([a, b], 'CONS-PART')));
    await accepted(kit.document(kit.receiving('CONS-PART', [a])));
    const [status] = await rowsOf<{ overall_status: string }>(
      t,
      sql`select overall_status from consignments where reference = 'CONS-PART'`,
    );
    expect(status!.overall_status).toBe('PARTIALLY_RECEIVED');
    expect(await kit.stockOf([a, b])).toEqual(
      [
        { code: a, state: 'RECEIVED' },
        { code: b, state: 'SHIPPED' },
      ].sort((x, y) => x.code.localeCompare(y.code)),
    );
  });

  it("takes a document above the platform's 1 MB body limit", async () => {
    const [code] = kit.fresh(1) as [string];
    const reply = await kit.capture(
      admin,
      kit.document({ ...kit.storing([code]), 'vt:note': 'x'.repeat(1_500_000) }),
    );
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
  });
});

describe('each rule refuses the whole document', () => {
  it('refuses a child already in another parent, and a child in two parents of one document', async () => {
    const [first, second, child, other] = kit.fresh(4) as [string, string, string, string];
    await accepted(kit.document(kit.packing(first, [child])));
    const title = await refused(
      kit.document(kit.packing(second, [other]), kit.packing(second, [child], 1)),
      409,
    );
    expect(title).toBe(`Event 2: code ${child} is already packed in ${first}. Nothing was stored`);
    expect(await kit.parentOf(other)).toBeUndefined();
    expect(
      await refused(kit.document(kit.packing(second, [other]), kit.packing(first, [other])), 409),
    ).toBe(
      `Event 2: code ${other} is packed in two parents, ${second} and ${first}. Nothing was stored`,
    );
    // The same packing again changes nothing and is not refused.
    expect((await accepted(kit.document(kit.packing(first, [child])))).counts.packed).toBe(0);
  });

  it('lets one of two documents racing to pack the same child into different parents win, and refuses the other', async () => {
    const [first, second, child] = kit.fresh(3) as [string, string, string];
    const replies = await Promise.all([
      kit.capture(admin, kit.document(kit.packing(first, [child]))),
      kit.capture(admin, kit.document(kit.packing(second, [child]))),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies[0]!.statusCode === 200 ? first : second;
    expect(await kit.parentOf(child)).toBe(winner);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().title).toBe(
      `Event 1: code ${child} is already packed in ${winner}. Nothing was stored`,
    );
  });

  it('refuses a parent packed into its own descendant, however deep', async () => {
    const [pallet, carton, unit] = kit.fresh(3) as [string, string, string];
    await accepted(kit.document(kit.packing(pallet, [carton]), kit.packing(carton, [unit])));
    expect(await refused(kit.document(kit.packing(unit, [pallet])), 409)).toBe(
      `Event 1: packing in ${unit} makes a cycle: ${unit} is already packed (at some level) in one of its children. Nothing was stored`,
    );
    expect(await refused(kit.document(kit.packing(unit, [unit])), 409)).toBe(
      `Event 1: code ${unit} cannot be packed in itself. Nothing was stored`,
    );
  });

  it('unpacks listed children or all, and refuses a child not in that parent', async () => {
    const [parent, a, b, c, stranger] = kit.fresh(5) as [string, string, string, string, string];
    await accepted(kit.document(kit.packing(parent, [a, b, c])));
    expect(
      await refused(
        kit.document(kit.unpacking(parent, [a]), kit.unpacking(parent, [stranger])),
        409,
      ),
    ).toBe(`Event 2: code ${stranger} is not packed in ${parent}. Nothing was stored`);
    expect(await kit.parentOf(a)).toBe(parent);
    expect((await accepted(kit.document(kit.unpacking(parent, [a])))).counts.unpacked).toBe(1);
    expect((await accepted(kit.document(kit.unpacking(parent)))).counts.unpacked).toBe(2);
    expect(await kit.parentOf(b)).toBeUndefined();
    // A new event (a minute later), not the same one sent again.
    expect(await refused(kit.document(kit.unpacking(parent, undefined, 5)), 409)).toBe(
      `Event 1: code ${parent} has nothing packed in it. Nothing was stored`,
    );
    // Unpacked, a child may go into another parent.
    await accepted(kit.document(kit.packing(stranger, [a])));
  });

  it('refuses an outward of what is not in stock, also inside a parent, and a second inward', async () => {
    const [parent, inStock, never] = kit.fresh(3) as [string, string, string];
    await accepted(kit.document(kit.storing([inStock])));
    expect(await refused(kit.document(kit.shipping([inStock, never], 'CONS-NOPE')), 409)).toBe(
      `Event 1: code ${never} is not in stock. Nothing was stored`,
    );
    expect(
      await refused(
        kit.document(kit.packing(parent, [inStock, never]), kit.shipping([parent], 'CONS-NOPE')),
        409,
      ),
    ).toBe(`Event 2: code ${never} is not in stock. Nothing was stored`);
    expect(await refused(kit.document(kit.storing([inStock], 6)), 409)).toBe(
      `Event 1: code ${inStock} is already in stock. Nothing was stored`,
    );
    await accepted(kit.document(kit.shipping([inStock], 'CONS-ONCE')));
    expect(await refused(kit.document(kit.shipping([inStock], 'CONS-TWICE', 7)), 409)).toBe(
      `Event 1: code ${inStock} is not in stock. Nothing was stored`,
    );
  });

  it('refuses an inward of codes without a product', async () => {
    const [unit] = await kit.productless(1);
    expect(await refused(kit.document(kit.storing([unit!])), 409)).toBe(
      `Event 1: code ${unit} has no product: only codes printed for a product are taken into stock. Nothing was stored`,
    );
  });

  it("refuses unknown codes and another company's codes alike, without saying they exist", async () => {
    const [mine, theirs] = kit.fresh(2) as [string, string];
    expect(await refused(kit.document(kit.packing(mine, ['ZZZZZZZZZZZZ'])), 400)).toBe(
      'Event 1: code ZZZZZZZZZZZZ is not known to your company. Nothing was stored',
    );
    const other = await otherCompanyAdmin(t, 'Trace Other Co');
    expect(await refused(kit.document(kit.storing([mine, theirs])), 400, other.token)).toBe(
      `Event 1: codes ${mine}, ${theirs} are not known to your company. Nothing was stored`,
    );
  });

  it('refuses receiving of an unknown consignment, or of codes it does not carry', async () => {
    const [shipped, elsewhere] = kit.fresh(2) as [string, string];
    await accepted(
      kit.document(kit.storing([shipped, elsewhere]), kit.shipping([shipped], 'CONS-RCV')),
    );
    expect(await refused(kit.document(kit.receiving('CONS-NONE')), 404)).toBe(
      'Event 1: consignment CONS-NONE is not known to your company. Nothing was stored',
    );
    expect(await refused(kit.document(kit.receiving('CONS-RCV', [shipped, elsewhere])), 409)).toBe(
      `Event 1: code ${elsewhere} is not in consignment CONS-RCV. Nothing was stored`,
    );
    const other = await otherCompanyAdmin(t, 'Trace Receiver Co');
    expect(await refused(kit.document(kit.receiving('CONS-RCV')), 404, other.token)).toContain(
      'consignment CONS-RCV is not known to your company',
    );
  });

  it('refuses malformed documents and events outside the profile, naming the event', async () => {
    const [code] = kit.fresh(1) as [string];
    const { eventTimeZoneOffset: _, ...noOffset } = kit.storing([code]);
    expect(await refused(kit.document(kit.storing([code]), noOffset), 400)).toBe(
      'Event 2: eventTimeZoneOffset is required. Nothing was stored',
    );
    expect(await refused(kit.document({ ...kit.storing([code]), action: 'ADD' }), 400)).toBe(
      'Event 1: ObjectEvent ADD is outside the profile: Veritag commissions codes when it issues them; capture OBSERVE events. Nothing was stored',
    );
    expect(
      await refused(kit.document({ ...kit.storing([code]), type: 'TransformationEvent' }), 400),
    ).toContain("Event 1: TransformationEvent is outside Veritag's EPCIS profile");
    expect(
      await refused(kit.document({ ...kit.shipping([code], 'X'), bizTransactionList: [] }), 400),
    ).toContain('needs the consignment reference');
    expect(
      await refused(kit.document(kit.storing(['urn:epc:id:sgln:0614141.00777.0'])), 400),
    ).toContain('is a URN of a kind that names no code');
    expect(
      await refused(
        {
          type: 'EPCISDocument',
          schemaVersion: '2.0',
          creationDate: 'yesterday',
          epcisBody: { eventList: [] },
        },
        400,
      ),
    ).toBeTruthy();
  });
});

describe('who may capture', () => {
  it('refuses a user without Track & Trace and takes one who holds it', async () => {
    const companyId = await kit.companyId();
    const [code] = kit.fresh(1) as [string];
    expect(
      await refused(kit.document(kit.storing([code])), 403, await kit.user(companyId, false)),
    ).toContain('Track & Trace');
    expect(
      (await kit.capture(await kit.user(companyId, true), kit.document(kit.storing([code]))))
        .statusCode,
    ).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call, unchecked } from '../../test-support/api-calls';
import { printRunCodes, tokenBatchCodes } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { epcisDocumentIssues } from './epcis-schema/epcis-schema';
import { traceKit } from './test-support/trace-events';

/*
 * GS1's own example documents (gs1/EPCIS, kept in test-support/fixtures/gs1-epcis with their
 * licence) through capture: the ones inside Veritag's profile as published, with only their
 * identifiers swapped for codes Veritag issued; the ones outside it refused by name, storing
 * nothing. And every history the platform exports, against GS1's schema.
 */

let t: TestApp;
const kit = traceKit(() => t);
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await kit.load();
});
afterAll(async () => t.close());

const example = (name: string): object =>
  JSON.parse(
    readFileSync(new URL(`./test-support/fixtures/gs1-epcis/${name}`, import.meta.url), 'utf8'),
  );
/** The example with each of GS1's identifiers (`from`) replaced by a code's (`to`), nothing else. */
const adapted = (document: object, swaps: Record<string, string>): object =>
  JSON.parse(
    Object.entries(swaps).reduce(
      (text, [from, to]) => text.split(JSON.stringify(from)).join(JSON.stringify(to)),
      JSON.stringify(document),
    ),
  );

const capture = (body: object) =>
  call(t, contract.traceEvents.capture, { body: unchecked(body) }, admin);
const historyOf = async (code: string) =>
  (await call(t, contract.traceEvents.history, { params: { code } }, admin)).body;
const sgtin = (serial: string) => `urn:epc:id:sgtin:0614141.107346.${serial}`;

describe("GS1's examples inside the profile", () => {
  it('takes the shipping and receiving example (9.6.1) as published: EPC URNs, a purchase order, no destination', async () => {
    const [a, b] = kit.fresh(2) as [string, string];
    await capture(kit.document(kit.storing([a, b])));
    const document = adapted(example('Example_9.6.1-ObjectEvent.jsonld'), {
      [sgtin('2017')]: sgtin(a),
      [sgtin('2018')]: sgtin(b),
    });
    const stored = await capture(document);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body.counts).toMatchObject({ outward: 2, received: 1, alreadyStored: 0 });

    // The same events in GS1's other spelling of the document (SBDH headers): the same eventIDs,
    // so acknowledged and not stored again.
    const again = await capture(
      adapted(example('Example_9.6.1-ObjectEvent-with-pseudo-SBDH-headers.jsonld'), {
        [sgtin('2017')]: sgtin(a),
        [sgtin('2018')]: sgtin(b),
      }),
    );
    expect(again.body.counts).toMatchObject({ outward: 0, received: 0, alreadyStored: 2 });
    expect(again.body.eventIds).toEqual(stored.body.eventIds);

    const history = await historyOf(b);
    expect(epcisDocumentIssues(history)).toEqual([]);
    // In time order: GS1's events are dated 2005, before the storing this test made.
    const events = history.epcisBody.eventList;
    expect(events.map((event) => event['bizStep'])).toEqual([
      'commissioning',
      'shipping',
      'receiving',
      'storing',
    ]);
    // The example's own eventIDs and transactions are kept; the codes are written as URIs.
    expect(events[1]).toMatchObject({
      eventID:
        'ni:///sha-256;df7bb3c352fef055578554f09f5e2aa41782150ced7bd0b8af24dd3ccb30ba69?ver=CBV2.0',
      bizTransactionList: [
        { type: 'po', bizTransaction: 'http://transaction.acme.com/po/12345678' },
      ],
      disposition: 'in_transit',
    });
    expect(events[1]!['epcList']).toEqual([
      expect.stringMatching(new RegExp(`/v/${a}$`)),
      expect.stringMatching(new RegExp(`/v/${b}$`)),
    ]);
    expect(events[2]).toMatchObject({
      'example:myField': 'Example of a vendor/user extension',
    });
  });

  it('takes the example with a comment, and the one naming items by GS1 Digital Links', async () => {
    const [a, b, c, d] = kit.fresh(4) as [string, string, string, string];
    await capture(kit.document(kit.storing([a, b, c, d])));
    // Each example ships under GS1's one purchase order, received in the test above: a new
    // transaction gets its own identifier, as a consignment received is not shipped again.
    const order = 'http://transaction.acme.com/po/12345678';
    const commented = await capture(
      adapted(example('Example_9.6.1-with-comment.jsonld'), {
        [sgtin('2017')]: sgtin(a),
        [sgtin('2018')]: sgtin(b),
        [order]: `${order}-2`,
      }),
    );
    expect(commented.body.counts).toMatchObject({ outward: 2, received: 1 });
    const gs1 = (serial: string) => `https://id.gs1.org/01/70614141123451/21/${serial}`;
    const linked = await capture(
      adapted(example('Example_9.6.1-ObjectEventWithDigitalLink.jsonld'), {
        [gs1('2017')]: gs1(c),
        [gs1('2018')]: gs1(d),
        [order]: `${order}-3`,
      }),
    );
    expect(linked.body.counts).toMatchObject({ outward: 2, received: 1 });
    for (const code of [a, d]) expect(epcisDocumentIssues(await historyOf(code))).toEqual([]);
  });

  it('takes a receipt listing an invoice, an order and the despatch advice, and an inspection', async () => {
    const codes = kit.fresh(10);
    const serials = Array.from(
      { length: 10 },
      (_, i) => `100000010${String(i + 1).padStart(2, '0')}`,
    );
    const despatch = 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    await capture(kit.document(kit.storing(codes), kit.shipping(codes, despatch)));
    const document = adapted(
      example('PersistentDisposition-example.jsonld'),
      Object.fromEntries(
        serials.map((serial, i) => [`urn:epc:id:sgtin:9520001.012346.${serial}`, sgtin(codes[i]!)]),
      ),
    );
    const stored = await capture(document);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body.counts).toMatchObject({ received: 10, observed: 1 });
    const history = await historyOf(codes[0]!);
    expect(epcisDocumentIssues(history)).toEqual([]);
    expect(
      history.epcisBody.eventList.find((event) => event['bizStep'] === 'inspecting'),
    ).toMatchObject({
      persistentDisposition: { set: ['completeness_verified'], unset: ['completeness_inferred'] },
    });
  });
});

describe("GS1's examples outside the profile", () => {
  it.each([
    ['Example_9.6.2-ObjectEvent.jsonld', 'quantityList is outside'],
    ['Example_9.6.3-AggregationEvent.jsonld', 'childQuantityList is outside'],
    ['Example_9.6.4-TransformationEvent.jsonld', 'TransformationEvent is outside'],
    ['Example_9.6.1-ObjectEvent-with-error-declaration.jsonld', 'errorDeclaration is outside'],
    ['ErrorDeclarationAndCorrectiveEvent.jsonld', 'TransformationEvent is outside'],
    ['SensorDataExample1.jsonld', 'sensorElementList is outside'],
    ['SensorDataExample8.jsonld', 'is outside'],
    ['AssociationEvent-a.jsonld', 'AssociationEvent is outside'],
    ['Example-TransactionEvents-2020_07_03y.jsonld', 'TransactionEvent is outside'],
    ['object_event_all_possible_fields.jsonld', 'is outside'],
    ['aggregation_event_all_possible_fields.jsonld', 'is outside'],
  ])('refuses %s whole, naming what is outside', async (name, problem) => {
    const before = await kit.fingerprint();
    const refused = await capture(example(name));
    expect(refused.status, refused.text).toBe(400);
    expect(refused.problem.title).toMatch(/^Event \d+: /);
    expect(refused.problem.title).toContain(problem);
    expect(await kit.fingerprint()).toBe(before);
  });
});

describe('CBV values in their EPCIS 1.x URN form', () => {
  it('are taken, as the scan station and XML-era senders write them, and stored bare', async () => {
    const [code] = kit.fresh(1) as [string];
    const urn = (kind: string, name: string) => `urn:epcglobal:cbv:${kind}:${name}`;
    const stored = await capture(
      kit.document(
        { ...kit.storing([code], 55), bizStep: urn('bizstep', 'storing') },
        {
          ...kit.shipping([code], 'URN-FORMS', 56),
          bizStep: urn('bizstep', 'shipping'),
          disposition: urn('disp', 'in_transit'),
          bizTransactionList: [{ type: urn('btt', 'desadv'), bizTransaction: 'URN-FORMS' }],
        },
      ),
    );
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body.counts).toMatchObject({ inward: 1, outward: 1 });
    const history = await historyOf(code);
    expect(epcisDocumentIssues(history)).toEqual([]);
    expect(
      history.epcisBody.eventList.find((event) => event['bizStep'] === 'shipping'),
    ).toMatchObject({
      disposition: 'in_transit',
      bizTransactionList: [{ type: 'desadv' }],
    });
  });
});

describe('receiving without a business transaction', () => {
  it('receives listed codes from the consignments they are on the way in, and refuses codes that are not', async () => {
    const [a, b, home] = kit.fresh(3) as [string, string, string];
    await capture(
      kit.document(
        kit.storing([a, b, home], 50),
        kit.shipping([a], 'BY-CODES-1', 51),
        kit.shipping([b], 'BY-CODES-2', 52),
      ),
    );
    const { bizTransactionList: _none, ...receipt } = kit.receiving('unused', [a, b]);
    const received = await capture(kit.document(receipt));
    expect(received.status, received.text).toBe(200);
    expect(received.body.counts).toMatchObject({ received: 2 });
    const before = await kit.fingerprint();
    const { bizTransactionList: _also, ...stray } = kit.receiving('unused', [home]);
    const refused = await capture(
      kit.document({ ...stray, eventTime: '2026-11-20T11:00:00.000Z' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.problem.title).toBe(
      `Event 1: code ${home} is not on the way in a consignment. Nothing was stored`,
    );
    expect(await kit.fingerprint()).toBe(before);
  });
});

describe('capture stores an event once', () => {
  it('acknowledges an event without an eventID sent again, in any spelling of its codes', async () => {
    const [code] = kit.fresh(1) as [string];
    const first = await capture(kit.document(kit.storing([code], 30)));
    expect(first.body.counts).toMatchObject({ inward: 1, alreadyStored: 0 });
    // The same event, naming the code by its EPC URN: the same event hash.
    const again = await capture(kit.document(kit.storing([sgtin(code)], 30)));
    expect(again.body.counts).toMatchObject({ inward: 0, alreadyStored: 1 });
    expect(again.body.eventIds).toEqual(first.body.eventIds);
    // Twice in one document: stored once.
    const [other] = kit.fresh(1) as [string];
    const twice = await capture(kit.document(kit.storing([other], 31), kit.storing([other], 31)));
    expect(twice.body.counts).toMatchObject({ inward: 1, alreadyStored: 1 });
    const storings = (await historyOf(code)).epcisBody.eventList.filter(
      (event) => event['bizStep'] === 'storing',
    );
    expect(storings).toHaveLength(1);
    expect(storings[0]!['eventID']).toMatch(/^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2\.0$/);
  });
});

describe('every history the platform exports', () => {
  it("validates against GS1's EPCIS 2.0 schema: the demo's trail, tokens without a product, scans and blacklistings", async () => {
    const codes = [
      ...(await printRunCodes(t, 12)).map((row) => row.code),
      ...(await tokenBatchCodes(t, 3)).map((row) => row.code),
    ];
    expect(codes).toHaveLength(15);
    for (const code of codes) {
      const history = await historyOf(code);
      expect(epcisDocumentIssues(history), code).toEqual([]);
      for (const event of history.epcisBody.eventList)
        for (const identifier of [event['epcList'], event['childEPCs'], event['parentID']]
          .flat()
          .filter(Boolean))
          expect(String(identifier)).toMatch(/^https?:\/\//);
    }
  });
});

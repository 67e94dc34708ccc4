import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bizStepOf, EpcisCaptureSchema, EpcisEventSchema, traceActionOf } from './epcis.schema';

const at = { eventTime: '2026-11-20T10:00:00+05:30', eventTimeZoneOffset: '+05:30' };
const action = (event: object) => traceActionOf(v.parse(EpcisEventSchema, { ...at, ...event }));

describe('the subset of EPCIS events', () => {
  it('reads business steps bare, as URNs and as GS1 web vocabulary', () => {
    expect([
      bizStepOf('packing'),
      bizStepOf('urn:epcglobal:cbv:bizstep:shipping'),
      bizStepOf('https://ref.gs1.org/cbv/BizStep-receiving'),
      bizStepOf(undefined),
    ]).toEqual(['packing', 'shipping', 'receiving', undefined]);
  });

  it('turns each accepted event into its action', () => {
    expect(
      action({
        type: 'AggregationEvent',
        action: 'ADD',
        bizStep: 'packing',
        parentID: 'P',
        childEPCs: ['A'],
      }),
    ).toEqual({ kind: 'pack', parent: 'P', children: ['A'] });
    expect(
      action({ type: 'AggregationEvent', action: 'ADD', parentID: 'P', childEPCs: ['A'] }),
    ).toMatchObject({ kind: 'pack' });
    expect(action({ type: 'AggregationEvent', action: 'DELETE', parentID: 'P' })).toEqual({
      kind: 'unpack',
      parent: 'P',
      children: [],
    });
    expect(
      action({ type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'storing', epcList: ['A'] }),
    ).toEqual({ kind: 'inward', codes: ['A'] });
    expect(
      action({
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList: ['A'],
        bizTransactionList: [{ type: 'desadv', bizTransaction: 'C1' }],
        destinationList: [{ type: 'location', destination: 'Depot 4' }],
      }),
    ).toEqual({
      kind: 'outward',
      codes: ['A'],
      reference: 'C1',
      destination: { name: 'Depot 4' },
    });
    expect(
      action({
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'receiving',
        bizTransactionList: [{ bizTransaction: 'C1' }],
      }),
    ).toEqual({ kind: 'receive', codes: [], references: ['C1'] });
  });

  it('takes shipping without a destination, receiving without a consignment, and observations', () => {
    expect(
      action({
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList: ['A'],
        bizTransactionList: [{ bizTransaction: 'C' }],
      }),
    ).toEqual({ kind: 'outward', codes: ['A'], reference: 'C' });
    expect(
      action({ type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'receiving', epcList: ['A'] }),
    ).toEqual({ kind: 'receive', codes: ['A'], references: [] });
    // A shipping's consignment is its despatch advice, wherever it is listed.
    expect(
      action({
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList: ['A'],
        bizTransactionList: [
          { type: 'po', bizTransaction: 'PO-1' },
          { type: 'urn:epcglobal:cbv:btt:desadv', bizTransaction: 'D-1' },
        ],
      }),
    ).toEqual({ kind: 'outward', codes: ['A'], reference: 'D-1' });
    expect(
      action({ type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'inspecting', epcList: ['A'] }),
    ).toEqual({ kind: 'observe', codes: ['A'] });
    expect(
      action({ type: 'AggregationEvent', action: 'OBSERVE', parentID: 'P', childEPCs: ['A'] }),
    ).toEqual({ kind: 'observe', parent: 'P', codes: ['A'] });
  });

  it.each([
    [{ type: 'AggregationEvent', action: 'ADD', childEPCs: ['A'] }, 'needs its parentID'],
    [
      {
        type: 'AggregationEvent',
        action: 'ADD',
        bizStep: 'shipping',
        parentID: 'P',
        childEPCs: ['A'],
      },
      'takes bizStep packing, not shipping',
    ],
    [{ type: 'AggregationEvent', action: 'ADD', parentID: 'P' }, 'needs childEPCs'],
    [
      { type: 'AggregationEvent', action: 'DELETE', bizStep: 'packing', parentID: 'P' },
      'takes bizStep unpacking, not packing',
    ],
    [
      { type: 'ObjectEvent', action: 'DELETE', epcList: ['A'] },
      'ObjectEvent DELETE is outside the profile',
    ],
    [
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'storing' },
      'a storing event needs its epcList',
    ],
    [
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'shipping' },
      'a shipping event needs its epcList',
    ],
    [
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'shipping', epcList: ['A'] },
      'needs the consignment reference',
    ],
    [
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'receiving' },
      'names its codes in epcList or its consignment in bizTransactionList',
    ],
    [{ type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'inspecting' }, 'needs its epcList'],
  ])('refuses %j', (event, problem) => {
    expect(action(event)).toEqual({ problem: expect.stringContaining(problem) });
  });

  it('takes a document or a single event, and checks the time and its offset', () => {
    const document = {
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-11-20T10:00:00Z',
      epcisBody: { eventList: [{}] },
    };
    expect(v.safeParse(EpcisCaptureSchema, document).success).toBe(true);
    expect(v.safeParse(EpcisCaptureSchema, { type: 'ObjectEvent' }).success).toBe(true);
    expect(v.safeParse(EpcisCaptureSchema, { ...document, schemaVersion: '1.2' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(EpcisEventSchema, {
        ...at,
        type: 'ObjectEvent',
        action: 'OBSERVE',
        eventTimeZoneOffset: '+5:30',
      }).success,
    ).toBe(false);
    // GS1's schema: offsets run from -14:00 to +14:00.
    for (const [offset, valid] of [
      ['+14:00', true],
      ['-13:59', true],
      ['+14:30', false],
      ['-15:00', false],
    ] as const)
      expect(
        v.safeParse(EpcisEventSchema, {
          ...at,
          type: 'ObjectEvent',
          action: 'OBSERVE',
          eventTimeZoneOffset: offset,
        }).success,
        offset,
      ).toBe(valid);
  });
});

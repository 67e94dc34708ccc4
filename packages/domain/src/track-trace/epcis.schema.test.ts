import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bizStepOf,
  codeOfIdentifier,
  EpcisCaptureSchema,
  EpcisEventSchema,
  traceActionOf,
} from './epcis.schema';

const at = { eventTime: '2026-11-20T10:00:00+05:30', eventTimeZoneOffset: '+05:30' };
const action = (event: object) => traceActionOf(v.parse(EpcisEventSchema, { ...at, ...event }));

describe('the identifiers a document may name a code by', () => {
  it.each([
    ['the code as typed', 'abcd-efgh-1234', 'ABCDEFGH1234'],
    ['our printed URL', 'https://veritag.example/v/ABCDEFGH1234', 'ABCDEFGH1234'],
    [
      'a printed URL with a slash at the end',
      'http://localhost:8080/v/ABCDEFGH1234/',
      'ABCDEFGH1234',
    ],
    [
      'a GS1 Digital Link',
      'https://id.example.com/01/09506000134352/21/ABCDEFGH1234',
      'ABCDEFGH1234',
    ],
    [
      'a GS1 Digital Link under a path, with a lot',
      'https://id.example.com/dl/01/09506000134352/10/LOT1/21/ABCDEFGH1234?x=1',
      'ABCDEFGH1234',
    ],
  ])('reads %s', (_name, identifier, code) => {
    expect(codeOfIdentifier(identifier)).toBe(code);
  });
  it.each([
    ['an EPC URN', 'urn:epc:id:sgtin:0614141.107346.2017', 'is an EPC URN'],
    [
      'a URL of neither kind',
      'https://example.com/products/12',
      'neither a printed code URL nor a GS1 Digital Link',
    ],
    [
      'a Digital Link without serial',
      'https://id.example.com/01/09506000134352',
      'names no serial (AI 21)',
    ],
    [
      'a Digital Link with a bad GTIN',
      'https://id.example.com/01/09506000134353/21/X',
      'https://id.example.com/01/09506000134353/21/X:',
    ],
    [
      'a badly encoded printed URL',
      'https://veritag.example/v/%E0%A4%A',
      'not properly percent-encoded',
    ],
  ])('refuses %s', (_name, identifier, problem) => {
    const read = codeOfIdentifier(identifier);
    expect(typeof read === 'object' && read.problem).toContain(problem);
  });
});

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
    ).toEqual({ kind: 'receive', codes: [], reference: 'C1' });
  });

  it.each([
    [
      { type: 'AggregationEvent', action: 'OBSERVE', parentID: 'P' },
      'AggregationEvent OBSERVE is not accepted',
    ],
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
      'ObjectEvent DELETE is not accepted',
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
      {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList: ['A'],
        bizTransactionList: [{ bizTransaction: 'C' }],
      },
      'needs a destination',
    ],
    [
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'receiving' },
      'needs the consignment reference',
    ],
    [
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'inspecting', epcList: ['A'] },
      'takes bizStep storing, shipping or receiving, not inspecting',
    ],
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
  });
});

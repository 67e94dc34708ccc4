import { describe, expect, it } from 'vitest';
import {
  codeOf,
  documentOf,
  eventOf,
  localTimeOf,
  splitScanned,
  successOf,
  zoneOffsetOf,
} from './station-events';
import { stationSay } from '../../test-support/script-say';

/** A Date whose zone is the one given (minutes east of UTC), whatever the test machine's zone. */
function inZone(iso: string, minutesEast: number): Date {
  const date = new Date(iso);
  const local = new Date(date.getTime() + minutesEast * 60_000);
  return Object.assign(Object.create(Date.prototype) as Date, {
    getTime: () => date.getTime(),
    toISOString: () => date.toISOString(),
    getTimezoneOffset: () => -minutesEast,
    getFullYear: () => local.getUTCFullYear(),
    getMonth: () => local.getUTCMonth(),
    getDate: () => local.getUTCDate(),
    getHours: () => local.getUTCHours(),
    getMinutes: () => local.getUTCMinutes(),
    getSeconds: () => local.getUTCSeconds(),
  });
}

describe('what a scanned text names', () => {
  it('reads the code of a printed URL, the serial of a GS1 Digital Link, or the typed code in capitals', () => {
    expect(codeOf('https://vt.example/v/7k3qx9mz2hta')).toBe('7K3QX9MZ2HTA');
    expect(codeOf('https://id.example/01/09506000134352/21/AB12CD34?x=1')).toBe('AB12CD34');
    expect(codeOf('  ab12 cd34 ')).toBe('AB12CD34');
  });

  it('splits a paste or a burst of scans into one identifier each', () => {
    expect(splitScanned('A1\r\nB2\n\nC3, D4\tE5')).toEqual(['A1', 'B2', 'C3', 'D4', 'E5']);
  });
});

describe("the event's time is the phone's, with its offset", () => {
  it('writes the local time and offset as EPCIS does', () => {
    const india = inZone('2026-11-28T03:37:52.123Z', 330);
    expect(localTimeOf(india)).toBe('2026-11-28T09:07:52+05:30');
    expect(zoneOffsetOf(india)).toBe('+05:30');
    expect(localTimeOf(inZone('2026-11-28T03:00:00Z', -240))).toBe('2026-11-27T23:00:00-04:00');
    expect(zoneOffsetOf(inZone('2026-11-28T03:00:00Z', 0))).toBe('+00:00');
  });
});

describe('each action is one event of the subset the events API takes', () => {
  const now = inZone('2026-11-28T03:37:52Z', 330);
  const time = { eventTime: '2026-11-28T09:07:52+05:30', eventTimeZoneOffset: '+05:30' };

  it('pack: an AggregationEvent ADD of the children under the parent', () => {
    expect(
      eventOf('pack', { parent: 'P1', codes: ['C1', 'https://vt.example/v/C2'] }, now),
    ).toEqual({
      type: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      parentID: 'P1',
      childEPCs: ['C1', 'https://vt.example/v/C2'],
      ...time,
    });
  });

  it('stock: an ObjectEvent OBSERVE storing', () => {
    expect(eventOf('stock', { codes: ['P1'] }, now)).toEqual({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'storing',
      epcList: ['P1'],
      ...time,
    });
  });

  it('ship: shipping with the reference as a business transaction and the destination with its place when shared', () => {
    const shipped = eventOf(
      'ship',
      {
        codes: ['P1'],
        reference: 'DN-1',
        destination: 'Pune depot',
        place: { latitude: 18.52, longitude: 73.85 },
      },
      now,
    );
    expect(shipped).toMatchObject({
      bizStep: 'shipping',
      epcList: ['P1'],
      bizTransactionList: [{ bizTransaction: 'DN-1' }],
      'vt:destination': { name: 'Pune depot', latitude: 18.52, longitude: 73.85 },
    });
    expect(
      eventOf('ship', { codes: ['P1'], reference: 'DN-1', destination: 'Pune depot' }, now)[
        'vt:destination'
      ],
    ).toEqual({ name: 'Pune depot' });
  });

  it('receive: receiving the reference, with no codes meaning the whole consignment', () => {
    expect(eventOf('receive', { codes: [], reference: 'DN-1' }, now)).toMatchObject({
      bizStep: 'receiving',
      epcList: [],
      bizTransactionList: [{ bizTransaction: 'DN-1' }],
    });
  });

  it('wraps the event in an EPCIS 2.0 document', () => {
    const document = documentOf('stock', { codes: ['P1'] }, now);
    expect(document).toMatchObject({
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-11-28T03:37:52.000Z',
    });
    expect(document.epcisBody.eventList).toHaveLength(1);
  });
});

describe('success says what the server counted', () => {
  const counts = { packed: 10, unpacked: 0, inward: 1, outward: 10, received: 10 };
  it.each([
    ['pack', 'Packed 10 codes under P1.'],
    ['stock', 'Taken into stock: 1 unit.'],
    ['ship', 'Shipped 10 units in consignment DN-1 to Pune depot.'],
    ['receive', 'Received 10 units of consignment DN-1.'],
  ] as const)('%s', (action, line) => {
    expect(
      successOf(
        action,
        counts,
        {
          parent: 'p1',
          codes: [],
          reference: 'DN-1',
          destination: 'Pune depot',
        },
        stationSay(),
      ),
    ).toBe(line);
  });
});

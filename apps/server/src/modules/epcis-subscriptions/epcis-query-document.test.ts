import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { epcisDocumentIssues, type CapturedEvent } from '../trace';
import { capturedOfRecord } from './epcis-stream-filter';
import { epcisQueryDocumentOf } from './epcis-query-document';
import { capturedTrail } from './test-support/trail';

/*
 * What a stream subscription decides with and sends (decision 0461), from events stored by a
 * real capture and by the demo trail: the record read as the stored row is read.
 */

let t: TestApp;
let captured: CapturedEvent[];
let stored: { id: string; event: Record<string, unknown>; recorded_at: string }[];
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ companyId } = await capturedTrail(t, await tokenFor(t, 'admin')));
  stored = await rowsOf(
    t,
    sql`select id, event, recorded_at from trace_events where company_id = ${companyId} order by id`,
  );
  captured = await t.services.trace.capturedEvents(
    companyId,
    stored.map((row) => Number(row.id)),
  );
});
afterAll(async () => t.close());

const recordOf = (row: (typeof stored)[number]) => ({
  id: Number(row.id),
  companyId,
  type: 'epcis.captured' as const,
  data: row.event,
  occurredAt: new Date(row.recorded_at),
});

describe('the stream filter', () => {
  it('reads an epcis.captured record as the matcher reads the stored event, but for a hashed eventID and what a receipt took in unnamed', () => {
    expect(stored.length).toBeGreaterThan(3);
    const differing = stored.flatMap((row, at) => {
      const fromRow = captured[at]!.captured;
      const fromRecord = capturedOfRecord(recordOf(row));
      const ownId = typeof row.event['eventID'] === 'string';
      const expected = { ...fromRow, ...(ownId ? {} : { eventID: undefined }) };
      try {
        expect(fromRecord).toEqual(expected);
        return [];
      } catch {
        return [{ bizStep: fromRow.bizStep, fromRow, fromRecord }];
      }
    });
    // Only receipts of a whole consignment hold codes their event does not name.
    expect(differing.map((one) => one.bizStep)).toEqual(differing.map(() => 'receiving'));
    for (const { fromRow, fromRecord } of differing)
      expect(fromRow.codes).toEqual(expect.arrayContaining([...fromRecord.codes]));
  });

  it('sends an EPCISQueryDocument valid against GS1 schema, the event as stored', () => {
    const last = stored.at(-1)!;
    const document = epcisQueryDocumentOf({
      publicBaseUrl: 'https://veritag.example',
      creationDate: new Date(last.recorded_at),
      queryName: 'shipped',
      subscriptionID: '7',
      eventList: [last.event],
    });
    expect(epcisDocumentIssues(document)).toEqual([]);
    expect(document.epcisBody.queryResults).toEqual({
      subscriptionID: '7',
      queryName: 'shipped',
      resultsBody: { eventList: [last.event] },
    });
  });
});

import { sql } from 'drizzle-orm';
import { codeOfIdentifier, type CapturedEpcisEvent } from '@veritag/domain';
import type { EpcisDeps } from './epcis-uris';
import { queryEventsOf } from './epcis-query';
import { bigints, rows, type StoredEventRow } from './trace-sql';

interface CapturedRow extends StoredEventRow {
  type: string;
  action: string;
  biz_step: string;
  event_time: string;
  read_point: string | null;
  biz_location: string | null;
  parent_code_id: string | null;
  code_ids: string[];
}

/** A captured event twice over: as the query matcher reads it, and as a query document lists it. */
export interface CapturedEvent {
  id: number;
  captured: CapturedEpcisEvent;
  listed: Record<string, unknown>;
}

const typeOf = { object: 'ObjectEvent', aggregation: 'AggregationEvent' } as const;

const identifiersIn = (event: Record<string, unknown>, key: string): string[] =>
  Array.isArray(event[key]) ? (event[key] as string[]) : [];

/**
 * The company's stored events among `ids`, in capture order, in the form the EPCIS query matcher
 * reads (decision 0458) and as the events query lists them: what an EPCIS subscription needs to
 * decide and to deliver. Codes are read from the identifiers the event carries; only an event
 * stored with codes it does not list (a receipt of a whole consignment) looks its codes up.
 */
export function capturedEventsOf({ db, codes, publicBaseUrl }: Omit<EpcisDeps, 'clock'>) {
  const listOf = queryEventsOf({ db, codes, publicBaseUrl });
  const codeText = async (id: number) => (await codes.findById(db as never, id))?.code ?? '';

  async function capturedOf(row: CapturedRow): Promise<CapturedEpcisEvent> {
    const event = row.event;
    const named = (identifiers: string[]) =>
      identifiers.flatMap((identifier) => {
        const code = codeOfIdentifier(identifier);
        return typeof code === 'string' ? [code] : [];
      });
    const parentID = typeof event['parentID'] === 'string' ? event['parentID'] : undefined;
    let parentCode =
      row.parent_code_id === null ? undefined : parentID ? named([parentID])[0] : undefined;
    if (row.parent_code_id !== null && parentCode === undefined)
      parentCode = await codeText(Number(row.parent_code_id));
    let stored = [
      ...(parentCode ? [parentCode] : []),
      ...named([...identifiersIn(event, 'epcList'), ...identifiersIn(event, 'childEPCs')]),
    ];
    if (new Set(stored).size !== new Set(row.code_ids).size)
      stored = await Promise.all(row.code_ids.map((id) => codeText(Number(id))));
    const optional = (key: string, value: unknown) =>
      typeof value === 'string' ? { [key]: value } : {};
    return {
      type: typeOf[row.type as keyof typeof typeOf],
      action: row.action,
      bizStep: row.biz_step,
      eventTime: new Date(row.event_time).toISOString(),
      recordTime: new Date(row.recorded_at).toISOString(),
      ...optional('disposition', event['disposition']),
      ...optional('readPoint', row.read_point),
      ...optional('bizLocation', row.biz_location),
      ...optional('eventID', row.epcis_event_id),
      ...optional('parentCode', parentCode),
      codes: stored,
    };
  }

  return async (companyId: number, ids: readonly number[]): Promise<CapturedEvent[]> => {
    if (ids.length === 0) return [];
    const found = await rows<CapturedRow>(
      db as never,
      sql`select id, type, action, biz_step, event_time, recorded_at, read_point, biz_location,
                 parent_code_id, code_ids, event, epcis_event_id
          from trace_events where company_id = ${companyId} and id = any(${bigints(ids)}) order by id`,
    );
    const listed = await listOf(companyId, found);
    return Promise.all(
      found.map(async (row, at) => ({
        id: Number(row.id),
        captured: await capturedOf(row),
        listed: listed[at]!,
      })),
    );
  };
}

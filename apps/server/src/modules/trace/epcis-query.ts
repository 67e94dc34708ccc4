import { sql, type SQL } from 'drizzle-orm';
import {
  bizStepOf,
  cbvNameOf,
  codeOfIdentifier,
  epcisEventsPageSizes,
  epcisQueryRefusal,
  type EpcisEventsQuery,
} from '@veritag/domain';
import { badRequest } from '../../http/problem';
import { epcisUris, gtinsOfCodes, identifiersOf, withUris, type EpcisDeps } from './epcis-uris';
import { epcisContextOf } from './trace-history';
import { bigints, rows, texts, type StoredEventRow } from './trace-sql';

const storedType: Record<string, string> = {
  ObjectEvent: 'object',
  AggregationEvent: 'aggregation',
};
/** A stored event as the query document lists it: its EPCIS event ID, identifiers as URIs, its record time. */
export function queryEventsOf({ db, codes, publicBaseUrl }: Omit<EpcisDeps, 'clock'>) {
  return async (companyId: number, page: StoredEventRow[]): Promise<Record<string, unknown>[]> => {
    const named = identifiersOf(page.map((row) => row.event));
    const uris = epcisUris(
      publicBaseUrl,
      companyId,
      await gtinsOfCodes(db, codes, companyId, named),
    );
    return page.map((row) => ({
      ...(row.epcis_event_id ? { eventID: row.epcis_event_id } : {}),
      ...withUris(row.event, uris),
      recordTime: new Date(row.recorded_at).toISOString(),
    }));
  };
}

/**
 * `GET /epcis/events` of the EPCIS 2.0 REST binding (decision 0442): the company's captured
 * events matching the standard parameters, in capture order, a page at a time. Identifiers are
 * read as capture reads them and matched by code through the events' indexed code list, so a
 * MATCH_epc over millions of events reads only the events of those codes.
 */
export function epcisEventsQuery({ db, codes, clock, publicBaseUrl }: EpcisDeps) {
  const eventListOf = queryEventsOf({ db, codes, publicBaseUrl });
  /** The ids of the company's codes among the identifiers (patterns were refused before). */
  async function codeIds(companyId: number, identifiers: string[]) {
    const asked: string[] = [];
    for (const identifier of identifiers) {
      const code = codeOfIdentifier(identifier);
      if (typeof code === 'string') asked.push(code);
    }
    const found = await codes.findMany(db, asked);
    return found.filter((code) => code.companyId === companyId).map((code) => code.id);
  }

  return async (
    companyId: number,
    query: EpcisEventsQuery,
  ): Promise<{ document: Record<string, unknown>; nextPageToken?: string }> => {
    const refused = epcisQueryRefusal(query);
    if (refused) throw badRequest(refused);
    const where: SQL[] = [sql`company_id = ${companyId}`];
    const among = (column: SQL, values: string[]) => sql`${column} = any(${texts(values)})`;
    if (query.eventType)
      where.push(
        among(
          sql`type`,
          query.eventType.map((type) => storedType[type] ?? '-'),
        ),
      );
    if (query.GE_eventTime) where.push(sql`event_time >= ${query.GE_eventTime}::timestamptz`);
    if (query.LT_eventTime) where.push(sql`event_time < ${query.LT_eventTime}::timestamptz`);
    if (query.GE_recordTime) where.push(sql`recorded_at >= ${query.GE_recordTime}::timestamptz`);
    if (query.LT_recordTime) where.push(sql`recorded_at < ${query.LT_recordTime}::timestamptz`);
    if (query.EQ_action) where.push(among(sql`action`, query.EQ_action));
    if (query.EQ_bizStep)
      where.push(
        among(
          sql`biz_step`,
          query.EQ_bizStep.map((step) => bizStepOf(step)!),
        ),
      );
    if (query.EQ_disposition)
      where.push(
        among(
          sql`regexp_replace(event->>'disposition', '^(urn:epcglobal:cbv:disp:|https?://ref\\.gs1\\.org/cbv/Disp-)', '')`,
          query.EQ_disposition.map((value) => cbvNameOf('disposition', value)),
        ),
      );
    if (query.EQ_readPoint) where.push(among(sql`read_point`, query.EQ_readPoint));
    if (query.EQ_bizLocation) where.push(among(sql`biz_location`, query.EQ_bizLocation));
    if (query.EQ_eventID) where.push(among(sql`epcis_event_id`, query.EQ_eventID));
    const matches: [keyof EpcisEventsQuery, (ids: SQL) => SQL][] = [
      // An item the event lists (epcList, childEPCs), not the container it names as parentID.
      [
        'MATCH_epc',
        (ids) =>
          sql`code_ids && ${ids} and exists (select 1 from unnest(code_ids) listed where listed = any(${ids}) and listed is distinct from parent_code_id)`,
      ],
      ['MATCH_parentID', (ids) => sql`parent_code_id = any(${ids})`],
      ['MATCH_anyEPC', (ids) => sql`code_ids && ${ids}`],
    ];
    for (const [parameter, condition] of matches) {
      const identifiers = query[parameter] as string[] | undefined;
      if (!identifiers) continue;
      const ids = await codeIds(companyId, identifiers);
      where.push(ids.length === 0 ? sql`false` : condition(bigints(ids)));
    }
    if (query.nextPageToken) where.push(sql`id > ${Number(query.nextPageToken)}`);
    const perPage = query.perPage ?? epcisEventsPageSizes.default;

    const found = await rows<StoredEventRow>(
      db as never,
      sql`select id, event, recorded_at, epcis_event_id from trace_events
          where ${sql.join(where, sql` and `)} order by id limit ${perPage + 1}`,
    );
    const page = found.slice(0, perPage);
    const eventList = await eventListOf(companyId, page);
    return {
      document: {
        '@context': epcisContextOf(publicBaseUrl),
        type: 'EPCISQueryDocument',
        schemaVersion: '2.0',
        creationDate: clock().toISOString(),
        epcisBody: {
          queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList } },
        },
      },
      ...(found.length > perPage ? { nextPageToken: page.at(-1)!.id } : {}),
    };
  };
}

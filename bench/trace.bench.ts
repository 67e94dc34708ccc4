/**
 * `pnpm bench trace` (decision 0311), on PostgreSQL: (1) one EPCIS 2.0 document packing 100,000
 * children under 1,000 parents (each named by its printed URL, about 5 MB of JSON) captured
 * through the HTTP route as a line system would send it: its time, and the process's peak
 * resident memory above what it held before; (2) the inventory list's Contains query
 * (v1/inventory_item/search on Product Name, through the service the route calls) over
 * 1,000,000 inventory items of one company: p95 of 20 runs after a warm-up, and the peak
 * resident memory above the baseline while they ran; (3) the EPCIS REST binding's capture of one
 * 10,000-event document of mixed events (packing, storing, shipping, receiving, inspecting)
 * through `POST /api/epcis/capture`: events per second and peak resident memory above the
 * baseline; (4) `GET /api/epcis/events?MATCH_epc=…` over 1,000,000 captured events: p95 of 20
 * runs after a warm-up (decision 0442).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { seedDemo } from '../apps/server/src/seed/demo-seed';
import { postgresTarget } from './support/postgres-target.ts';
import { reportResults } from './support/results.ts';

const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

const parents = 1_000;
const childrenPerParent = 100;
const inventoryItems = Number(process.env.BENCH_TRACE_ITEMS ?? 1_000_000);
/** The mixed document: this many cartons of 4 units, each packed, stored, shipped, received, inspected. */
const mixedCartons = 2_000;
const queriedEvents = Number(process.env.BENCH_TRACE_EVENTS ?? 1_000_000);
const runs = 20;

const target = await postgresTarget();
if (typeof target === 'string') {
  console.log(`trace skipped: ${target}; the issue measures PostgreSQL`);
  process.exit(0);
}
const database = await openDatabase({ url: target.url });
const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-trace-'));
const logLines: string[] = [];
const built = await buildApp({
  database,
  secret: randomBytes(32).toString('hex'),
  filesDir,
  logLevel: 'warn',
  logSink: (line) => logLines.push(line),
});
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

try {
  await seedDemo(built.services, 'bench-pass-1');
  const [run] = await rows<{ id: number; company_id: number; customer_id: number }>(
    sql`select id, company_id, customer_id from print_data where product_id is not null and gen_status = 'COMPLETED' order by id limit 1`,
  );
  const companyId = run!.company_id;
  const count = parents * (childrenPerParent + 1);
  await database.db.transaction((tx) =>
    built.services.codes.issue(tx, { companyId, batch: { kind: 'printData', id: run!.id }, count }),
  );
  const codes = (
    await rows<{ code: string }>(
      sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id} order by seq desc limit ${count}`,
    )
  ).map((row) => row.code);
  const url = (code: string) => `https://veritag.example/v/${code}`;
  const eventList = Array.from({ length: parents }, (_, p) => ({
    type: 'AggregationEvent',
    action: 'ADD',
    bizStep: 'packing',
    eventTime: '2026-11-20T10:00:00+05:30',
    eventTimeZoneOffset: '+05:30',
    parentID: url(codes[p * (childrenPerParent + 1)]!),
    childEPCs: codes
      .slice(p * (childrenPerParent + 1) + 1, (p + 1) * (childrenPerParent + 1))
      .map(url),
  }));
  const payload = JSON.stringify({
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList },
  });
  const token = await loginToken();

  const {
    value: reply,
    seconds: packSeconds,
    peakRssMb: packPeakRssMb,
  } = await measured(() =>
    built.app.inject({
      method: 'POST',
      url: '/api/v1/epcis/events',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    }),
  );
  if (reply.statusCode !== 200)
    throw new Error(`capture answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  const [packed] = await rows<{ n: number }>(sql`select count(*)::int as n from code_aggregation`);
  console.log(
    `packed ${packed!.n.toLocaleString('en')} children from ${(payload.length / 1e6).toFixed(1)} MB in ${packSeconds.toFixed(1)} s`,
  );

  const mixed = await captureMixed(companyId, run!.id, token);
  const query = await queryEvents(companyId, run!.id, token);

  await seedInventory(companyId, run!.customer_id);
  const search = (key: string) =>
    built.services.trace.inventory(companyId, {
      page: 0,
      size: 10,
      sort: { field: 'createdDate', direction: 'desc' },
      column: 'productId.productName',
      searchKey: key,
    });
  const rareKey = 'Bench 777777';
  const found = await search(rareKey);

  const rare = await measured(() => p95(() => search(rareKey)));
  const common = await measured(() => p95(() => search('Bench 1')));
  const summary = {
    childrenPacked: packed!.n,
    documentMb: payload.length / 1e6,
    packSeconds,
    packPeakRssMb,
    inventoryItems,
    containsRareP95Ms: rare.value,
    containsCommonP95Ms: common.value,
    containsPeakRssMb: Math.max(rare.peakRssMb, common.peakRssMb),
    containsRareRowsFound: found.content.length,
    mixedEvents: mixed.events,
    captureEventsPerSecond: mixed.events / mixed.seconds,
    capturePeakRssMb: mixed.peakRssMb,
    queriedEvents: query.events,
    matchEpcP95Ms: query.p95Ms,
    matchEpcEventsFound: query.found,
  };
  const met = reportResults('trace', summary, {
    childrenPacked: ['>=', parents * childrenPerParent],
    packSeconds: ['<=', 15],
    packPeakRssMb: ['<=', 300],
    inventoryItems: ['>=', 1_000_000],
    containsRareP95Ms: ['<=', 200],
    containsCommonP95Ms: ['<=', 200],
    containsPeakRssMb: ['<=', 64],
    containsRareRowsFound: ['>=', 1],
    mixedEvents: ['>=', 10_000],
    queriedEvents: ['>=', 1_000_000],
    matchEpcP95Ms: ['<=', 200],
    matchEpcEventsFound: ['>=', 1],
  });
  process.exitCode = met ? 0 : 1;
} finally {
  await built.app.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
  await target.drop();
}

/** The demo company's admin, logged in through the public flow, its one-time code read from the log (no mail server here). */
async function loginToken(): Promise<string> {
  const credentials = { username: 'admin', password: 'bench-pass-1' };
  const post = (url: string, payload: object) => built.app.inject({ method: 'POST', url, payload });
  const check = await post('/api/account/checklogin', credentials);
  const idToken = check.json<{ idToken: string | null }>().idToken;
  if (idToken) return idToken;
  await post('/api/account/sendOtp', { ...credentials, type: 'login', sendOn: 'EMAIL' });
  const otp = [...logLines]
    .reverse()
    .map((line) => /code is (\d{6})/.exec(line)?.[1])
    .find(Boolean);
  const login = await post('/api/login', { ...credentials, otp, sendOn: 'EMAIL' });
  if (login.statusCode !== 200) throw new Error(`the demo admin did not log in: ${login.body}`);
  return login.json<{ id_token: string }>().id_token;
}

/** Codes of the run not used yet: issued now, `count` of them, in print order. */
async function freshCodes(companyId: number, runId: number, count: number): Promise<string[]> {
  const [{ last }] = (await rows<{ last: number }>(
    sql`select coalesce(max(seq), 0)::int as last from codes where batch_kind = 'printData' and batch_id = ${runId}`,
  )) as [{ last: number }];
  await database.db.transaction((tx) =>
    built.services.codes.issue(tx, { companyId, batch: { kind: 'printData', id: runId }, count }),
  );
  return (
    await rows<{ code: string }>(
      sql`select code from codes where batch_kind = 'printData' and batch_id = ${runId} and seq > ${last} order by seq`,
    )
  ).map((row) => row.code);
}

/** One document of 10,000 mixed events through the REST binding's capture, timed. */
async function captureMixed(companyId: number, runId: number, token: string) {
  const codes = await freshCodes(companyId, runId, mixedCartons * 5);
  const at = (minute: number) => ({
    eventTime: new Date(Date.UTC(2026, 10, 21, 8, minute)).toISOString(),
    eventTimeZoneOffset: '+05:30',
  });
  const eventList = Array.from({ length: mixedCartons }, (_, c) => {
    const [carton, ...units] = codes.slice(c * 5, c * 5 + 5) as [string, ...string[]];
    const reference = `BENCH-DESADV-${c}`;
    const transaction = [{ type: 'desadv', bizTransaction: reference }];
    return [
      {
        type: 'AggregationEvent',
        action: 'ADD',
        bizStep: 'packing',
        parentID: carton,
        childEPCs: units,
        ...at(1),
      },
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'storing', epcList: [carton], ...at(2) },
      {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList: [carton],
        bizTransactionList: transaction,
        'vt:destination': { name: 'Bench depot', latitude: 19.07, longitude: 72.87 },
        ...at(3),
      },
      {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'receiving',
        epcList: [carton],
        bizTransactionList: transaction,
        ...at(4),
      },
      { type: 'ObjectEvent', action: 'OBSERVE', bizStep: 'inspecting', epcList: units, ...at(5) },
    ];
  }).flat();
  const payload = JSON.stringify({
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList },
  });
  const {
    value: reply,
    seconds,
    peakRssMb,
  } = await measured(() =>
    built.app.inject({
      method: 'POST',
      url: '/api/epcis/capture',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
    }),
  );
  const job = reply.json<{ success: boolean; errors: { title: string }[] }>();
  if (reply.statusCode !== 202 || !job.success)
    throw new Error(`capture answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  console.log(
    `captured ${eventList.length.toLocaleString('en')} mixed events in ${seconds.toFixed(1)} s`,
  );
  return { events: eventList.length, seconds, peakRssMb };
}

/** `queriedEvents` captured events over the run's codes (seeded in SQL), then MATCH_epc timed. */
async function queryEvents(companyId: number, runId: number, token: string) {
  const started = performance.now();
  const [{ codes }] = (await rows<{ codes: number }>(
    sql`select count(*)::int as codes from codes where batch_kind = 'printData' and batch_id = ${runId}`,
  )) as [{ codes: number }];
  const perCode = Math.ceil(queriedEvents / codes);
  await database.db.execute(sql`
    insert into trace_events (company_id, type, action, biz_step, code_ids, event_time, event_time_zone_offset, recorded_at, recorded_by, event)
    select ${companyId}, 'object', 'OBSERVE', 'inspecting', array[c.id], now() - (g * interval '1 minute'), '+00:00', now(), 'bench',
           jsonb_build_object('type', 'ObjectEvent', 'action', 'OBSERVE', 'bizStep', 'inspecting',
             'eventTime', to_char((now() - g * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
             'eventTimeZoneOffset', '+00:00', 'epcList', jsonb_build_array(c.code))
      from codes c cross join generate_series(1, ${perCode}) g
     where c.batch_kind = 'printData' and c.batch_id = ${runId}`);
  await database.db.execute(sql`analyze trace_events`);
  const [{ events }] = (await rows<{ events: number }>(
    sql`select count(*)::int as events from trace_events where company_id = ${companyId}`,
  )) as [{ events: number }];
  console.log(
    `seeded ${events.toLocaleString('en')} captured events in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const [{ code }] = (await rows<{ code: string }>(
    sql`select code from codes where batch_kind = 'printData' and batch_id = ${runId} order by seq limit 1 offset ${Math.floor(codes / 2)}`,
  )) as [{ code: string }];
  const ask = () =>
    built.app.inject({
      method: 'GET',
      url: `/api/epcis/events?MATCH_epc=${encodeURIComponent(`https://veritag.example/v/${code}`)}&perPage=100`,
      headers: { authorization: `Bearer ${token}` },
    });
  const first = await ask();
  if (first.statusCode !== 200)
    throw new Error(`query answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
  const found = first.json<{
    epcisBody: { queryResults: { resultsBody: { eventList: unknown[] } } };
  }>().epcisBody.queryResults.resultsBody.eventList.length;
  return { events, p95Ms: await p95(ask), found };
}

/** A product and an inventory item per product, `inventoryItems` of each, for the company. */
async function seedInventory(companyId: number, customerId: number) {
  const started = performance.now();
  await database.db.execute(sql`
    insert into products (company_id, customer_id, product_name, product_sr_no, product_code, product_description, label_size, label_specification, authentication_msg, color, created_date)
    select ${companyId}, ${customerId}, 'Bench ' || g, 'SR' || g, 'BENCH-' || g, 'Bench product ' || g, '50x50', 'Paper', 'Genuine product', '#1F4E79', now()
      from generate_series(1, ${inventoryItems}) g`);
  await database.db.execute(sql`
    insert into inventory_items (company_id, customer_id, product_id, quantity, inward_quantity, remaining_quantity, created_date)
    select company_id, customer_id, id, 100, 40, 60, now() - (row_number() over (order by id)) * interval '1 second'
      from products where company_id = ${companyId} and product_code like 'BENCH-%'
    on conflict (company_id, product_id) do nothing`);
  await database.db.execute(sql`analyze`);
  console.log(
    `seeded ${inventoryItems.toLocaleString('en')} inventory items in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A call's result, its seconds, and the process's peak resident memory above what it held before (sampled every 20 ms). */
async function measured<T>(
  call: () => Promise<T>,
): Promise<{ value: T; seconds: number; peakRssMb: number }> {
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const value = await call();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      peakRssMb: (peakRss - baseRss) / 1e6,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function p95(call: () => Promise<unknown>): Promise<number> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(times.length * 0.95) - 1]!;
}

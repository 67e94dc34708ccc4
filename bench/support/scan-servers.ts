/**
 * The servers of `pnpm bench scans`, in one child process on one database:
 * `node --import tsx scan-servers.ts LOCATION_JSON CODES_FILE`. The platform as `pnpm start`
 * builds it (the scan endpoint GET /v/{code}), and beside it the peer: a bare Fastify handler
 * that only looks the code up and inserts the scan row (GET /bare/{code}). The database gets
 * the demo seed and 100,000 more codes on the demo print run, issued through the code
 * service; their list goes to CODES_FILE. Prints `ready REAL_PORT BARE_PORT`; stops on `stop`.
 * With a third argument WEBHOOK_URL (`pnpm bench webhooks`), the scanned company subscribes a
 * webhook to scan.recorded at that URL (loopback: WEBHOOK_ALLOW_PRIVATE), and this process is
 * an API process, as production runs on PostgreSQL: a worker process (webhook-worker.ts, on the
 * same VERITAG_SECRET and VERITAG_FILES_DIR, started first) delivers, and runs the seed's jobs.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { preparedStatement } from '../../apps/server/src/db/prepared-statements';
import { seedDemo } from '../../apps/server/src/seed/demo-seed';

// The server's dependencies, not the root's: loaded from the server package.
const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');
const Fastify = serverRequire('fastify') as typeof import('fastify').default;

const [locationJson, codesFile, webhookUrl] = process.argv.slice(2);
const database = await openDatabase(JSON.parse(locationJson!));
// With a worker process (`pnpm bench webhooks`) the files are shared: its jobs read what the seed stored.
const sharedFiles = process.env.VERITAG_FILES_DIR;
const filesDir = sharedFiles ?? (await mkdtemp(path.join(tmpdir(), 'veritag-bench-scan-files-')));
// Behind a load balancer, as production runs: the public limits (decision 0349) count each
// request's client address from X-Forwarded-For, and stay on.
const secret = process.env.VERITAG_SECRET ?? randomBytes(32).toString('hex');
const built = await buildApp({
  database,
  secret,
  filesDir,
  logLevel: 'warn',
  trustProxy: true,
  webhookAllowPrivate: webhookUrl !== undefined,
  ...(webhookUrl ? { jobRole: 'api' as const } : {}),
});
await seedDemo(built.services, 'bench-pass-1');

type Rows<T> = { rows: T[] };
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;
const [run] = await rows<{ id: number; company_id: number }>(
  sql`select id, company_id from print_data where gen_status = 'COMPLETED' order by id limit 1`,
);
await database.db.transaction((tx) =>
  built.services.codes.issue(tx, {
    companyId: run!.company_id,
    batch: { kind: 'printData', id: run!.id },
    count: 100_000,
  }),
);
const codes = await rows<{ code: string }>(
  sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id}`,
);
writeFileSync(codesFile!, codes.map((row) => row.code).join('\n'));
if (webhookUrl)
  await built.services.webhooks.create(run!.company_id, 'bench', {
    url: webhookUrl,
    events: ['scan.recorded'],
  });

// The peer: the least a scan endpoint can do (one lookup, one insert), on the same database,
// through the same prepared statements the scan endpoint uses, so the comparison measures
// what the endpoint does beyond them, not a faster way to reach the database.
const lookup = preparedStatement<'id' | 'company_id'>(
  database.db,
  'bench_bare_lookup',
  'select id, company_id from codes where code = $1',
);
const insert = preparedStatement<'id'>(
  database.db,
  'bench_bare_insert',
  `insert into scans (code, code_id, company_id, verdict, device) values ($1, $2, $3, 'genuine', 'bare') returning id`,
);
const bare = Fastify({ logger: false });
bare.get<{ Params: { code: string } }>('/bare/:code', async (request, reply) => {
  const [code] = await lookup([request.params.code]);
  if (!code) return reply.code(404).send({ title: 'Not found' });
  const [scan] = await insert([request.params.code, code.id, code.company_id]);
  return { id: Number(scan!.id) };
});

await built.app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const portOf = (app: { server: { address(): unknown } }) =>
  (app.server.address() as { port: number }).port;
console.log(`ready ${portOf(built.app)} ${portOf(bare)}`);

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'stop') continue;
  await bare.close();
  await built.app.close();
  await database.close();
  if (!sharedFiles) await rm(filesDir, { recursive: true, force: true });
  process.exit(0);
}

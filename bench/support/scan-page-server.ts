/**
 * The server of `pnpm bench scan-page`, in a child process:
 * `node --import tsx scan-page-server.ts DATA_DIR COUNT`. The platform as `pnpm start` builds
 * it, with the scan app's built pages (so GET /v/{code} answers the HTML page a phone gets), on
 * a fresh PGlite database with the demo seed. Prints `ready PORT CODE,CODE,...` with COUNT
 * unscanned codes of the demo print run; stops on `stop`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/seed/demo-seed';
import { loadScanRenderer } from '../../apps/scan/src/node/index';

// The server's dependencies, not the root's: loaded from the server package.
const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

const [dataDir, count] = process.argv.slice(2);
const database = await openDatabase({ dataDir: path.join(dataDir!, 'pglite') });
const built = await buildApp({
  database,
  secret: randomBytes(32).toString('hex'),
  filesDir: path.join(dataDir!, 'files'),
  logLevel: 'warn',
  scanPages: await loadScanRenderer(),
});
await seedDemo(built.services, 'bench-pass-1');

const { rows } = (await database.db.execute(
  sql`select c.code from codes c join print_data p on p.id = c.batch_id
      where c.batch_kind = 'printData' and p.gen_status = 'COMPLETED' order by c.batch_id, c.seq limit ${Number(count)}`,
)) as unknown as { rows: { code: string }[] };

await built.app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `ready ${(built.app.server.address() as { port: number }).port} ${rows.map((row) => row.code).join(',')}`,
);

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'stop') continue;
  await built.app.close();
  await database.close();
  process.exit(0);
}

import type { Db } from '../../apps/server/src/db/database.ts';
import { drizzle } from './server-deps.ts';
import { seed } from './seed.ts';

const { sql } = drizzle;

/**
 * Seeds with the two tables' secondary indexes set aside, then builds them again from their
 * own definitions (as the migrations wrote them): one index build is far quicker than a
 * million index inserts, and the indexes measured are still exactly the app's.
 */
export async function prepare(
  db: Db,
  log: (line: string) => void,
): Promise<{ bigCompanyId: number }> {
  const { rows } = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename in ('customers', 'products') and indexname not like '%_pkey'`);
  const indexes = rows as { name: string; definition: string }[];
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  let started = performance.now();
  const seeded = await seed(db);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze products`);
  log(
    `${indexes.length} indexes built and tables analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return seeded;
}

/** What `prepare` returned, read back from a kept scratch database. */
export async function seeded(db: Db): Promise<{ bigCompanyId: number }> {
  const { rows } = await db.execute<{ id: number }>(sql`select min(id)::int as id from companies`);
  return { bigCompanyId: (rows as { id: number }[])[0]!.id };
}

/**
 * `pnpm bench search`: do the customers and products lists' Contains filters and global
 * search stay fast at scale? On PostgreSQL, a scratch database migrated with the app's
 * migrations gets 100,000 customers and 1,000,000 products (search/seed.ts; one company
 * holding 80% of them, the worst case for a list filtered on its company). Each list column's
 * Contains filter and the global search then run through the server's own list calls
 * (customersService().list, productQueries().list: the first page of 10, newest first, beside
 * its listTotal; search/lists.ts), over realistic texts from common words to rare codes.
 *
 * The baseline (decision 0115: "a Contains query on each column beside a plain equality lookup") is
 * per column: the same list call with `column = value` for an existing value of the company's
 * rows instead of the Contains (search/connection.ts turns the call's ILIKE into =), timed
 * right after each Contains call so that both see the same load (2 shared cores); the global
 * search's baseline is the equality on the list's first column. Targets: each Contains p95
 * under 50 ms and under 5 times its column's equality p95. For information beside them: a
 * primary-key lookup (one record by id), the page and the total apart, a plain count(*) of
 * every match (what listTotal replaces) and how far listTotal's total was off (a factor).
 *
 * Without PostgreSQL the bench says why and writes nothing (PGlite figures at another scale
 * would not be these figures); BENCH_REQUIRE_PG=1 makes that a failure. BENCH_DATABASE_URL
 * names another server, BENCH_SEARCH_RUNS the samples per case (default 50). While working on
 * the queries, BENCH_SEARCH_KEEP=1 keeps the scratch database and BENCH_SEARCH_REUSE=1 measures
 * the kept one again without seeding.
 */
import { benchConnection } from './search/connection.ts';
import { customerList, labelOf, productList, type BenchList } from './search/lists.ts';
import { idLookupOf, measureCase, percentile, scansOf, valuesOf } from './search/measure.ts';
import { prepare, seeded } from './search/prepare.ts';
import { dropDatabase, freshDatabase, scratchDatabase, unreachable } from './search/scratch-db.ts';
import { scale } from './search/seed.ts';
import { reportResults, type Target } from './support/results.ts';

const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
const targetMs = 50;
const targetRatio = 5;
const log = (line: string) => console.log(`[search] ${line}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

const why = await unreachable();
if (why) {
  console.log(`[search] skipped: ${why}`);
  process.exit(process.env.BENCH_REQUIRE_PG ? 1 : 0);
}

const reuse = Boolean(process.env.BENCH_SEARCH_REUSE);
const database = reuse ? await scratchDatabase() : await freshDatabase();
const figures: Record<string, number> = {};
const targets: Record<string, Target> = {};
const plans: string[] = [];
try {
  if (!reuse)
    log(
      `seeding ${scale.customers.toLocaleString('en')} customers and ${scale.products.toLocaleString('en')} products on ${database.url}`,
    );
  const { bigCompanyId } = reuse ? await seeded(database.db) : await prepare(database.db, log);
  const pool = database.pgPool!;
  const connection = benchConnection(pool);
  for (const list of [customerList, productList] satisfies BenchList[]) {
    const listCall = list.open(connection.db);
    const idLookup = await idLookupOf(database.db, list, bigCompanyId);
    for (let warmUp = 0; warmUp < 20; warmUp++) await idLookup();
    const idSamples: number[] = [];
    // Filled in after the cases, listed first.
    figures[`${list.name}_id_lookup_p50_ms`] = Number.NaN;
    figures[`${list.name}_id_lookup_p95_ms`] = Number.NaN;
    for (const column of [...list.columns, 'search']) {
      const equalColumn = column === 'search' ? list.columns[0]! : column;
      const values = await valuesOf(database.db, list, bigCompanyId, equalColumn);
      const samples = await measureCase(
        connection,
        pool,
        listCall,
        bigCompanyId,
        column,
        list.texts[column]!,
        equalColumn,
        values,
        runs,
        idLookup,
      );
      idSamples.push(...samples.idLookup);
      const name = `${list.name}_${column === 'search' ? 'global_search' : `contains_${labelOf(column)}`}`;
      const baseline = `${name}_baseline_equality_${labelOf(equalColumn)}`;
      const equalityP95 = percentile(samples.equality.list, 0.95);
      const p95 = percentile(samples.contains.list, 0.95);
      figures[`${baseline}_p50_ms`] = percentile(samples.equality.list, 0.5);
      figures[`${baseline}_p95_ms`] = equalityP95;
      figures[`${name}_p50_ms`] = percentile(samples.contains.list, 0.5);
      figures[`${name}_p95_ms`] = p95;
      figures[`${name}_p95_vs_${labelOf(equalColumn)}_equality`] = p95 / equalityP95;
      figures[`${name}_page_p95_ms`] = percentile(samples.contains.page, 0.95);
      figures[`${name}_total_p95_ms`] = percentile(samples.contains.total, 0.95);
      figures[`${name}_exact_count_p95_ms`] = percentile(samples.exactCount, 0.95);
      figures[`${name}_total_estimate_off_max`] = Math.max(...samples.estimateError);
      targets[`${name}_p95_ms`] = ['<=', targetMs];
      targets[`${name}_p95_vs_${labelOf(equalColumn)}_equality`] = ['<=', targetRatio];
      for (const [what, slowest] of [
        ['contains', samples.contains.slowest],
        ['equality', samples.equality.slowest],
      ] as const)
        plans.push(
          `${name} ${what}: slowest "${slowest.input}" ${ms(slowest.ms)}; page: ${await scansOf(pool, slowest.page!)}`,
        );
      log(
        `${name}: p50 ${ms(figures[`${name}_p50_ms`]!)}, p95 ${ms(p95)}; ${labelOf(equalColumn)} = value: p95 ${ms(equalityP95)}`,
      );
    }
    figures[`${list.name}_id_lookup_p50_ms`] = percentile(idSamples, 0.5);
    figures[`${list.name}_id_lookup_p95_ms`] = percentile(idSamples, 0.95);
  }
  console.log(`\nthe page statement's plan for each case's slowest call:`);
  for (const line of plans) console.log(`  ${line}`);
  process.exitCode = reportResults('search', figures, targets) ? 0 : 1;
} finally {
  await database.close();
  if (!process.env.BENCH_SEARCH_KEEP && !reuse) await dropDatabase();
}

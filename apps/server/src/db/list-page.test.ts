import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test-support/fresh-database';
import type { Database } from './database';
import { listFilter, listTotal, pageOf, type ListQuery } from './list-page';

/** A table of this test's own, so the figures do not depend on any module's seed. */
const labels = pgTable('list_page_test_labels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
});
const columns = { name: labels.name, size: labels.size };
const query = (more: Partial<ListQuery<'name' | 'size'>>): ListQuery<'name' | 'size'> => ({
  page: 0,
  size: 10,
  sort: { field: 'createdDate', direction: 'desc' },
  search: '',
  'contains.name': '',
  'contains.size': '',
  ...more,
});

let database: Database;
let close: () => Promise<void>;
const names = async (more: Partial<ListQuery<'name' | 'size'>>) =>
  (
    await database.db
      .select({ name: labels.name })
      .from(labels)
      .where(listFilter(columns, query(more)))
      .orderBy(labels.id)
  ).map((row) => row.name);

beforeAll(async () => {
  ({ database, close } = await openFreshDatabase());
  await database.db.execute(
    sql`create table list_page_test_labels (id integer primary key, name text not null, size integer not null)`,
  );
  // 3,000 labels "Label 1".."Label 3000", three of them named apart for the rare matches.
  await database.db.execute(
    sql`insert into list_page_test_labels select g, 'Label ' || g, g % 7 from generate_series(1, 3000) g`,
  );
  for (const [id, name] of [
    [5, '100% Cotton_Tag'],
    [6, 'Cotton Tag'],
    [7, 'Zenith \\ Hologram'],
  ] as const)
    await database.db
      .update(labels)
      .set({ name })
      .where(sql`${labels.id} = ${id}`);
  await database.db.execute(sql`analyze list_page_test_labels`);
});
afterAll(() => close());

describe('listFilter', () => {
  it('matches a Contains case-insensitively and takes % and _ literally', async () => {
    expect(await names({ 'contains.name': 'cotton' })).toEqual(['100% Cotton_Tag', 'Cotton Tag']);
    expect(await names({ 'contains.name': '0% cotton_' })).toEqual(['100% Cotton_Tag']);
    expect(await names({ 'contains.name': 'th \\ h' })).toEqual(['Zenith \\ Hologram']);
  });

  it('searches a number column as its text, and the global search over every column', async () => {
    expect((await names({ 'contains.size': '6', 'contains.name': 'Label 1' })).slice(0, 2)).toEqual(
      ['Label 13', 'Label 104'],
    );
    expect(await names({ search: 'hOlOgRaM' })).toEqual(['Zenith \\ Hologram']);
  });
});

describe('listTotal', () => {
  const where = (more: Partial<ListQuery<'name' | 'size'>>) => listFilter(columns, query(more));

  it('counts a few matching rows exactly', async () => {
    expect(await listTotal(database.db, labels, where({ 'contains.name': 'cotton' }))).toEqual({
      total: 2,
      exact: true,
    });
    expect(
      await listTotal(database.db, labels, where({ 'contains.name': 'nothing like it' })),
    ).toEqual({ total: 0, exact: true });
  });

  it('gives the planner’s estimate above the exact limit instead of counting', async () => {
    const all = await listTotal(database.db, labels, undefined);
    expect(all.exact).toBe(false);
    expect(all.total).toBe(3000);
    const many = await listTotal(database.db, labels, where({ 'contains.name': 'label' }), 100);
    expect(many.exact).toBe(false);
    expect(many.total).toBeGreaterThan(1000);
  });

  it('counts up to the limit when the estimate is within it, and stops one past it when the estimate was low', async () => {
    expect(await listTotal(database.db, labels, undefined, 5000)).toEqual({
      total: 3000,
      exact: true,
    });
    // The planner knows nothing of "id % 2 = 0" and guesses 15 rows (0.5%); 1,500 match.
    expect(await listTotal(database.db, labels, sql`${labels.id} % 2 = 0`, 1000)).toEqual({
      total: 1001,
      exact: false,
    });
  });

  it('counts a table never analyzed, whose estimate is a guess', async () => {
    const fresh = pgTable('list_page_test_fresh', { id: integer('id').primaryKey() });
    await database.db.execute(sql`create table list_page_test_fresh (id integer primary key)`);
    await database.db.execute(
      sql`insert into list_page_test_fresh select g from generate_series(1, 12) g`,
    );
    // Without statistics the planner guesses far more than twelve rows; the count says twelve.
    expect(await listTotal(database.db, fresh, undefined, 5)).toEqual({ total: 12, exact: true });
    await database.db.execute(sql`analyze list_page_test_fresh`);
    expect(await listTotal(database.db, fresh, undefined, 5)).toEqual({ total: 12, exact: false });
  });
});

describe('a page of a list', () => {
  it('marks an estimated total as one, and says nothing of an exact one', () => {
    const page = { page: 2, size: 10 };
    expect(pageOf([], { total: 163_240, exact: false }, page)).toEqual({
      content: [],
      totalElements: 163_240,
      totalPages: 16_324,
      number: 2,
      size: 10,
      totalExact: false,
    });
    expect(pageOf([], { total: 25, exact: true }, page)).not.toHaveProperty('totalExact');
    expect(pageOf([], 25, page)).toEqual({
      content: [],
      totalElements: 25,
      totalPages: 3,
      number: 2,
      size: 10,
    });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageQuerySchema, pageSchema } from './paging.schema';

const query = pageQuerySchema(['createdDate', 'name'], { field: 'createdDate', direction: 'desc' });

describe('page query (page, size, sort=createdDate,desc)', () => {
  it('defaults to page 0 and createdDate descending', () => {
    expect(v.parse(query, {})).toEqual({
      page: 0,
      size: 20,
      sort: { field: 'createdDate', direction: 'desc' },
    });
  });
  it.each([
    [
      { page: '2', size: '100', sort: 'name,asc' },
      { page: 2, size: 100, sort: { field: 'name', direction: 'asc' } },
    ],
    [
      { size: '10000', sort: 'name' },
      { page: 0, size: 10_000, sort: { field: 'name', direction: 'desc' } },
    ],
  ])('reads %j', (input, output) => {
    expect(v.parse(query, input)).toEqual(output);
  });
  it.each([[{ size: '10001' }], [{ page: '-1' }], [{ sort: 'password,asc' }], [{ page: '1.5' }]])(
    'refuses %j',
    (input) => {
      expect(v.safeParse(query, input).success).toBe(false);
    },
  );
  it('matches a dotted sort field literally', () => {
    const dotted = pageQuerySchema(['createdDate', 'customer.companyName'], {
      field: 'createdDate',
      direction: 'desc',
    });
    expect(v.parse(dotted, { sort: 'customer.companyName,asc' }).sort).toEqual({
      field: 'customer.companyName',
      direction: 'asc',
    });
    expect(v.safeParse(dotted, { sort: 'customerXcompanyName,asc' }).success).toBe(false);
  });
  it('reads a page of items', () => {
    const page = pageSchema(v.object({ id: v.number() }));
    expect(
      v.safeParse(page, {
        content: [{ id: 1 }],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 10,
      }).success,
    ).toBe(true);
  });
});

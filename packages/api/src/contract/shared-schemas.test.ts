import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageQuery, reportForms, searchQuery, sortQuery, withId } from './shared-schemas';

describe('shared query schemas', () => {
  const query = pageQuery('name', 'customer.companyName');

  it('reads page, size and an allowed sort, createdDate descending by default', () => {
    expect(v.parse(query, {})).toEqual({
      page: 0,
      size: 20,
      sort: { field: 'createdDate', direction: 'desc' },
    });
    const sorted = v.parse(query, { page: '1', size: '100', sort: 'customer.companyName,asc' });
    expect(sorted.sort).toEqual({ field: 'customer.companyName', direction: 'asc' });
  });

  it.each(['password,asc', 'customerXcompanyName,asc', 'name;drop,asc'])(
    'refuses the sort %s',
    (sort) => {
      expect(v.safeParse(query, { sort }).success).toBe(false);
      expect(v.safeParse(sortQuery('name'), { sort }).success).toBe(false);
    },
  );

  it('searches only listed columns, under the parameter name the spec uses', () => {
    const found = v.parse(searchQuery(['name', 'email']), {
      columnName: 'email',
      searchKey: ' acme ',
    });
    expect(found).toMatchObject({ columnName: 'email', searchKey: 'acme' });
    expect(v.parse(searchQuery(['qrCode'], 'column'), { column: 'qrCode' })).toMatchObject({
      column: 'qrCode',
      searchKey: '',
    });
    expect(v.safeParse(searchQuery(['name']), { columnName: 'password' }).success).toBe(false);
    expect(
      v.safeParse(searchQuery(['name']), { columnName: 'name', searchKey: 'x'.repeat(101) })
        .success,
    ).toBe(false);
  });

  it('requires the id of an edit payload and keeps the form rules', () => {
    const edit = withId(v.object({ name: v.pipe(v.string(), v.nonEmpty()) }));
    expect(v.parse(edit, { id: '7', name: 'Box' })).toEqual({ id: 7, name: 'Box' });
    expect(v.safeParse(edit, { name: 'Box' }).success).toBe(false);
    expect(v.safeParse(edit, { id: 7, name: '' }).success).toBe(false);
  });

  it('bounds report dates by the year range, not by a clock', () => {
    expect(
      v.safeParse(reportForms.dates, { fromDate: '2070-01-01', toDate: '2070-12-31' }).success,
    ).toBe(true);
    expect(
      v.safeParse(reportForms.dates, { fromDate: '2071-01-01', toDate: '2071-01-02' }).success,
    ).toBe(false);
  });
});

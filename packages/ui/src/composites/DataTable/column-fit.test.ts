import { describe, expect, it } from 'vitest';
import { columnWidths, fitColumns } from './column-fit';

const columns = [
  { id: 'name', meta: { priority: 1, minWidth: 200 } },
  { id: 'email', meta: { priority: 3, minWidth: 200 } },
  { id: 'phone', meta: { priority: 2, minWidth: 120 } },
  { id: 'address' },
];

describe('fitColumns', () => {
  it('shows every column when their minimums fit, in declared order', () => {
    expect(fitColumns(columns, 1000)).toEqual({
      shown: ['name', 'email', 'phone', 'address'],
      folded: [],
    });
  });

  it('folds the lowest priority first, and a column without priority before any with one', () => {
    expect(fitColumns(columns, 520)).toEqual({
      shown: ['name', 'email', 'phone'],
      folded: ['address'],
    });
    expect(fitColumns(columns, 400)).toEqual({
      shown: ['name', 'phone'],
      folded: ['email', 'address'],
    });
  });

  it('keeps the first ranked column however narrow the room', () => {
    expect(fitColumns(columns, 50)).toEqual({
      shown: ['name'],
      folded: ['email', 'phone', 'address'],
    });
  });
});

describe('columnWidths', () => {
  it('shares the spare room in proportion to the minimums and never goes below them', () => {
    expect(columnWidths(columns.slice(0, 3), 1040)).toEqual({ name: 400, email: 400, phone: 240 });
    expect(columnWidths(columns.slice(0, 1), 100)).toEqual({ name: 200 });
  });
});

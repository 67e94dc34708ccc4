import { describe, expect, it } from 'vitest';
import { qrDownloadName, valueAtPath } from './view.rules';

describe('generic detail page (spec 000 section 2.10)', () => {
  const record = { id: 7, name: 'Plant', customer: { companyName: 'Acme', address: null } };
  it.each([
    ['name', 'Plant'],
    ['customer.companyName', 'Acme'],
    ['customer.address', null],
    ['customer.address.line', undefined],
    ['missing.key', undefined],
  ])('%s reads %s', (path, value) => {
    expect(valueAtPath(record, path)).toBe(value);
  });
  it('names the QR download after the record id', () => {
    expect(qrDownloadName(7)).toBe('7.png');
  });
});

import { describe, expect, it } from 'vitest';
import { contentCaps, fileRules, type FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { inspectCsv } from './csv.inspector';

const rule: FileRule = {
  ...fileRules.tokenDataCsv,
  caps: { ...contentCaps, csv: { maxRows: 3, maxColumns: 2 } },
};
const inspect = (text: string | Buffer) =>
  inspectCsv(Buffer.isBuffer(text) ? text : Buffer.from(text), rule);
const problem = (text: string | Buffer) => {
  const result = inspect(text);
  if (!(result instanceof ApiProblem)) throw new Error('expected a problem');
  return { status: result.status, title: result.title };
};

describe('CSV inspector', () => {
  it.each([
    ['plain rows', 'a,b\n1,2\n3,4\n'],
    ['a byte order mark and CRLF line ends', '\uFEFFa,b\r\n1,2\r\n3,4'],
    ['a quoted line break and quoted commas inside one row', 'a,"x,y,z\nstill a"\n1,2\n3,4\n'],
    ['semicolons as Excel writes them in some locales', 'a;b\n1;2\n'],
    ['UTF-8 text in other scripts', 'név,城市\nÁrvíztűrő,東京\n'],
  ])('accepts %s as text/csv', (_name, text) => {
    expect(inspect(text)).toEqual({ contentType: 'text/csv', extension: 'csv' });
  });

  it.each([
    ['a NUL byte', 'a,b\n1,\u0000\n'],
    ['another control character', 'a,b\n\u0007,2\n'],
    ['invalid UTF-8', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a])],
    ['UTF-16 as Excel saves "Unicode text"', Buffer.from('\uFEFFa,b\n', 'utf16le')],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s with 415 "The file must be a CSV file"', (_name, bytes) => {
    expect(problem(bytes)).toEqual({ status: 415, title: 'The file must be a CSV file' });
  });

  it('refuses one row over the cap with 413, naming the cap', () => {
    expect(inspect('1\n2\n3\n')).not.toBeInstanceOf(ApiProblem);
    expect(problem('1\n2\n3\n4')).toEqual({
      status: 413,
      title: 'The CSV file has more than 3 rows',
    });
  });

  it('refuses one column over the cap with 400, by any separator, but not for separators inside quotes', () => {
    expect(problem('a,b,c\n')).toEqual({
      status: 400,
      title: 'The CSV file has more than 2 columns',
    });
    expect(problem('a\tb\tc\n')).toEqual({
      status: 400,
      title: 'The CSV file has more than 2 columns',
    });
    expect(inspect('"a,b,c",d\n')).not.toBeInstanceOf(ApiProblem);
  });

  it('holds a million rows and refuses the next at the real cap, in one pass', () => {
    const real = fileRules.tokenDataCsv;
    const rows = (count: number) => Buffer.alloc(count * 2, '1\n');
    expect(inspectCsv(rows(1_000_000), real)).not.toBeInstanceOf(ApiProblem);
    expect(inspectCsv(rows(1_000_001), real)).toMatchObject({
      status: 413,
      title: 'The CSV file has more than 1,000,000 rows',
    });
  });
});

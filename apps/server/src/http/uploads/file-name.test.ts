import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name';

describe('file names from clients', () => {
  it.each([
    ['a NUL', 'a\u0000b.png', 'ab.png'],
    ['control characters and DEL', 'a\u0001\u001f\u007f\u0085b.csv', 'ab.csv'],
    ['path separators', '../../etc/passwd', '....etcpasswd'],
    ['Windows separators', '..\\..\\boot.ini', '....boot.ini'],
    ['bidirectional overrides', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['surrounding spaces', '  report.pdf ', 'report.pdf'],
  ])('removes %s', (_name, raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('keeps at most 255 characters without splitting one in two', () => {
    expect(sanitizeFileName('x'.repeat(300))).toHaveLength(255);
    const emoji = sanitizeFileName('😀'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(255);
    expect(emoji.endsWith('😀')).toBe(true);
  });

  it('keeps names in any script', () => {
    expect(sanitizeFileName('Árvíztűrő 東京.xlsx')).toBe('Árvíztűrő 東京.xlsx');
  });
});

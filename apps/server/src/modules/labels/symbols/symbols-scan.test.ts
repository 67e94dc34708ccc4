import { describe, expect, it } from 'vitest';
import { decodePdf, decodersAvailable } from '../../../test-support/decode-symbols';
import { symbolProblem, type SymbolRequest } from './index';
import { symbolPdf } from './symbol-pdf.testing';

/**
 * Printed symbols read back by the same kind of decoders a scanner uses (zbarimg, dmtxread on
 * pdftoppm's raster): each must carry exactly its value. scripts/decoders.mjs installs the
 * tools for `pnpm test` and CI; only where that is impossible do these skip, saying why.
 */
const decoders = decodersAvailable();
if (!decoders.ok)
  console.warn(
    `[symbols] scan tests skipped: ${decoders.missing.join(', ')} missing (node scripts/decoders.mjs installs them)`,
  );

const URL = 'https://veritag.example/v/ABCD1234EFGH';
const linear = { width: 220, height: 60, color: '#000000' };
const square = { width: 90, height: 90, color: '#000000' };

/** [request, zbar's type, the data it must read]. */
const zbarCases: [SymbolRequest, string, string][] = [
  [{ format: 'qrcode', value: URL, ...square }, 'QR-Code', URL],
  [
    {
      format: 'qrcode',
      value: "https://veritag.example/v/a-b_c.d~e?x=1&y=%20z#f!$'()*+,;=:@",
      ...square,
      color: '#1a237e',
    },
    'QR-Code',
    "https://veritag.example/v/a-b_c.d~e?x=1&y=%20z#f!$'()*+,;=:@",
  ],
  [{ format: 'code128', value: 'VT-2026/abc_12', ...linear }, 'CODE-128', 'VT-2026/abc_12'],
  [
    { format: 'gs1-128', value: '(01)09521234543213(3103)000123', ...linear },
    'CODE-128',
    '01095212345432133103000123',
  ],
  [
    { format: 'sscc18', value: '(00)095287654321012346', ...linear },
    'CODE-128',
    '00095287654321012346',
  ],
  [{ format: 'code39', value: 'VERITAG-39', ...linear }, 'CODE-39', 'VERITAG-39'],
  [{ format: 'code93', value: 'VERITAG 93', ...linear }, 'CODE-93', 'VERITAG 93'],
  // zbar reads Code 39 Extended as plain Code 39: the full-ASCII pairs (+E for "e") are the proof.
  [{ format: 'code39ext', value: 'Veritag-39e!', ...linear }, 'CODE-39', 'V+E+R+I+T+A+G-39+E/A'],
  [{ format: 'rationalizedCodabar', value: 'A0123456789B', ...linear }, 'Codabar', 'A0123456789B'],
  [{ format: 'ean13', value: '590123412345', ...linear }, 'EAN-13', '5901234123457'],
  [{ format: 'ean8', value: '9520000', ...linear }, 'EAN-8', '95200002'],
  [{ format: 'upca', value: '01234500005', ...linear }, 'EAN-13', '0012345000058'],
  [{ format: 'isbn', value: '978-1-56581-231-4', ...linear }, 'EAN-13', '9781565812314'],
  [{ format: 'itf14', value: '0952123454321', ...linear }, 'I2/5', '09521234543213'],
  [{ format: 'interleaved2of5', value: '2401234567', ...linear }, 'I2/5', '2401234567'],
  [
    { format: 'databaromni', value: '(01)09521234543213', ...linear },
    'DataBar',
    '0109521234543213',
  ],
  [
    { format: 'databarstacked', value: '(01)09521234543213', ...square },
    'DataBar',
    '0109521234543213',
  ],
  [
    { format: 'databarexpanded', value: '(01)09521234543213(3103)000123', ...linear },
    'DataBar-Exp',
    '01095212345432133103000123',
  ],
];

/** What Debian's zbar cannot read, read by ZXing-C++: [request, ZXing's format, data]. */
const zxingCases: [SymbolRequest, string, string][] = [
  [{ format: 'pdf417', value: URL, width: 220, height: 80, color: '#000000' }, 'PDF417', URL],
  [
    { format: 'pdf417compact', value: 'VT-12345', width: 160, height: 60, color: '#000000' },
    'PDF417',
    'VT-12345',
  ],
  [
    { format: 'micropdf417', value: 'VT-12345', width: 120, height: 60, color: '#000000' },
    'MicroPDF417',
    'VT-12345',
  ],
  [{ format: 'azteccode', value: URL, ...square }, 'Aztec', URL],
  [{ format: 'azteccodecompact', value: 'VT-12345', ...square }, 'Aztec', 'VT-12345'],
  [{ format: 'microqrcode', value: '12345', ...square }, 'MicroQRCode', '12345'],
  [
    { format: 'maxicode', value: 'VERITAG 12345', width: 120, height: 120, color: '#000000' },
    'MaxiCode',
    'VERITAG 12345',
  ],
  [
    { format: 'databarlimited', value: '(01)09521234543213', ...linear },
    'DataBarLtd',
    '(01)09521234543213',
  ],
  [{ format: 'telepen', value: 'VT-123', ...linear }, 'TelepenAlpha', 'VT-123'],
  [{ format: 'upce', value: '0123456', ...linear }, 'UPCE', '0012345000065'],
  [
    {
      format: 'mailmark',
      value: 'JGB 012100123412345678AB19XY1A 0             www.xyz.com',
      ...square,
    },
    'DataMatrix',
    'JGB 012100123412345678AB19XY1A 0             www.xyz.com',
  ],
];

const dataMatrixCases: [SymbolRequest, string][] = [
  [{ format: 'datamatrix', value: URL, ...square }, URL],
  [
    { format: 'datamatrixrectangular', value: 'VT12345', width: 120, height: 50, color: '#000000' },
    'VT12345',
  ],
  [
    { format: 'gs1datamatrix', value: '(01)09521234543213(17)270508', ...square },
    '010952123454321317270508',
  ],
];

describe.skipIf(!decoders.ok)('printed symbols scan back to their exact value', () => {
  it('reads QR, Code 128, EAN-13, ITF-14, DataBar and other zbar symbologies, page by page', async () => {
    const pages = await decodePdf(await symbolPdf(zbarCases.map(([request]) => request)), {
      dpi: 200,
    });
    expect(pages.map((page) => page.page)).toEqual(zbarCases.map((_, index) => index + 1));
    pages.forEach((page, index) => {
      const [request, type, data] = zbarCases[index]!;
      expect({ format: request.format, symbols: page.symbols }).toEqual({
        format: request.format,
        symbols: [{ type, data }],
      });
    });
  });

  it('reads Data Matrix symbols', async () => {
    const pages = await decodePdf(await symbolPdf(dataMatrixCases.map(([request]) => request)), {
      dpi: 200,
      dataMatrix: true,
    });
    expect(
      pages.map((page) =>
        page.symbols.filter((symbol) => symbol.type === 'DataMatrix').map((symbol) => symbol.data),
      ),
    ).toEqual(dataMatrixCases.map(([, data]) => [data]));
  });

  it('reads PDF417, Aztec, Micro QR, MaxiCode and the other symbols zbar cannot, with ZXing-C++', async () => {
    const pages = await decodePdf(await symbolPdf(zxingCases.map(([request]) => request)), {
      dpi: 200,
      zxing: true,
    });
    pages.forEach((page, index) => {
      const [request, type, data] = zxingCases[index]!;
      const read = page.symbols.filter((symbol) => symbol.type.startsWith('zxing:'));
      expect({ format: request.format, read }).toEqual({
        format: request.format,
        read: [{ type: `zxing:${type}`, data }],
      });
    });
  });

  it('reads the smallest QR code symbolProblem accepts, at 300 dpi', async () => {
    // Grow the box until symbolProblem accepts it: that is the smallest size the designer may print.
    let side = 20;
    while (symbolProblem({ format: 'qrcode', value: URL, width: side, height: side })) side += 0.5;
    expect(
      symbolProblem({ format: 'qrcode', value: URL, width: side - 0.5, height: side - 0.5 }),
    ).toMatch(/too small/);
    const [page] = await decodePdf(
      await symbolPdf([
        { format: 'qrcode', value: URL, width: side, height: side, color: '#000000' },
      ]),
      { dpi: 300 },
    );
    expect(page?.symbols).toEqual([{ type: 'QR-Code', data: URL }]);
  });

  it('decodes only the pages asked for', async () => {
    const caseOf = (format: string) => zbarCases.find(([request]) => request.format === format)![0];
    const pdf = await symbolPdf([caseOf('code128'), caseOf('ean13')]);
    expect(await decodePdf(pdf, { pages: [2], dpi: 150 })).toEqual([
      { page: 2, symbols: [{ type: 'EAN-13', data: '5901234123457' }] },
    ]);
  });
});

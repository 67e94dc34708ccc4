/**
 * The designer's barcode formats (spec 001 section 3: "about 55 options, for example Code
 * 128, QR Code, Data Matrix, EAN-13, PDF417, Aztec Code, UPC-A and many postal codes").
 * The full list is not shown, so these are chosen from what bwip-js 4.11 renders, each
 * with its bwip-js id (`bcid`) so the renderer never maps labels by hand. Composite and
 * add-on symbols are left out: they need two inputs and a label carries one code.
 */
export interface BarcodeFormat {
  readonly bcid: string;
  readonly label: string;
  readonly kind: 'matrix' | 'stacked' | 'linear' | 'postal';
}

const f = (bcid: string, label: string, kind: BarcodeFormat['kind']): BarcodeFormat => ({
  bcid,
  label,
  kind,
});

export const barcodeFormats = [
  f('qrcode', 'QR Code', 'matrix'),
  f('microqrcode', 'Micro QR Code', 'matrix'),
  f('gs1qrcode', 'GS1 QR Code', 'matrix'),
  f('gs1dlqrcode', 'GS1 Digital Link QR Code', 'matrix'),
  f('datamatrix', 'Data Matrix', 'matrix'),
  f('datamatrixrectangular', 'Data Matrix Rectangular', 'matrix'),
  f('gs1datamatrix', 'GS1 Data Matrix', 'matrix'),
  f('azteccode', 'Aztec Code', 'matrix'),
  f('azteccodecompact', 'Compact Aztec Code', 'matrix'),
  f('maxicode', 'MaxiCode', 'matrix'),
  f('dotcode', 'DotCode', 'matrix'),
  f('hanxin', 'Han Xin Code', 'matrix'),
  f('codeone', 'Code One', 'matrix'),
  f('pdf417', 'PDF417', 'stacked'),
  f('pdf417compact', 'Compact PDF417', 'stacked'),
  f('micropdf417', 'MicroPDF417', 'stacked'),
  f('codablockf', 'Codablock F', 'stacked'),
  f('code16k', 'Code 16K', 'stacked'),
  f('code49', 'Code 49', 'stacked'),
  f('databarstacked', 'GS1 DataBar Stacked', 'stacked'),
  f('code128', 'Code 128', 'linear'),
  f('gs1-128', 'GS1-128', 'linear'),
  f('code39', 'Code 39', 'linear'),
  f('code39ext', 'Code 39 Extended', 'linear'),
  f('code93', 'Code 93', 'linear'),
  f('code11', 'Code 11', 'linear'),
  f('rationalizedCodabar', 'Codabar', 'linear'),
  f('ean13', 'EAN-13', 'linear'),
  f('ean8', 'EAN-8', 'linear'),
  f('ean14', 'GS1-14', 'linear'),
  f('upca', 'UPC-A', 'linear'),
  f('upce', 'UPC-E', 'linear'),
  f('isbn', 'ISBN', 'linear'),
  f('issn', 'ISSN', 'linear'),
  f('itf14', 'ITF-14', 'linear'),
  f('interleaved2of5', 'Interleaved 2 of 5 (ITF)', 'linear'),
  f('code2of5', 'Code 25', 'linear'),
  f('industrial2of5', 'Industrial 2 of 5', 'linear'),
  f('matrix2of5', 'Matrix 2 of 5', 'linear'),
  f('sscc18', 'SSCC-18', 'linear'),
  f('databaromni', 'GS1 DataBar Omnidirectional', 'linear'),
  f('databarlimited', 'GS1 DataBar Limited', 'linear'),
  f('databarexpanded', 'GS1 DataBar Expanded', 'linear'),
  f('msi', 'MSI Modified Plessey', 'linear'),
  f('telepen', 'Telepen', 'linear'),
  f('pharmacode', 'Pharmaceutical Binary Code', 'linear'),
  f('pzn', 'Pharmazentralnummer (PZN)', 'linear'),
  f('auspost', 'AusPost 4 State Customer Code', 'postal'),
  f('royalmail', 'Royal Mail 4 State Customer Code', 'postal'),
  f('mailmark', 'Royal Mail Mailmark', 'postal'),
  f('kix', 'Royal Dutch TPG Post KIX', 'postal'),
  f('japanpost', 'Japan Post 4 State Customer Code', 'postal'),
  f('onecode', 'USPS Intelligent Mail', 'postal'),
  f('postnet', 'USPS POSTNET', 'postal'),
  f('planet', 'USPS PLANET', 'postal'),
  f('identcode', 'Deutsche Post Identcode', 'postal'),
  f('leitcode', 'Deutsche Post Leitcode', 'postal'),
] as const satisfies readonly BarcodeFormat[];

/** Every bcid offered, for a picklist of the design payload's `format`. */
export const barcodeFormatIds = barcodeFormats.map((format) => format.bcid) as [
  string,
  ...string[],
];

export const barcodeFormatOf = (bcid: string): BarcodeFormat | undefined =>
  barcodeFormats.find((format) => format.bcid === bcid);

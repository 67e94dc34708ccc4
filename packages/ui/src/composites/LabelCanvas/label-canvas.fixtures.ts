import type { CanvasComponent } from './label-canvas.types';
import { pointsPerMm } from './symbol-warning';

/**
 * A real one-page PDF for stories and the bench, written by hand (a few objects and their
 * cross-reference table) so the ui package needs no PDF library: label artwork of
 * `widthMm` x `heightMm` with a frame, a coloured band and a heading in Helvetica.
 */
export function labelPdf(widthMm = 60, heightMm = 40): Uint8Array {
  const width = Math.round(widthMm * pointsPerMm * 100) / 100;
  const height = Math.round(heightMm * pointsPerMm * 100) / 100;
  const content = [
    '0.85 0.93 1 rg',
    `0 ${height - 22} ${width} 22 re f`,
    '0.1 0.3 0.6 RG 1.5 w',
    `3 3 ${width - 6} ${height - 6} re S`,
    'BT /F1 9 Tf 0.1 0.2 0.4 rg',
    `8 ${height - 15} Td (Sunrise Pharma) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

const base = {
  rotation: 0,
  text: '',
  fontName: 'Helvetica',
  fontSize: 10,
  color: '#000000',
  formatColor: '#000000',
};
const mmToPt = (value: number) => Math.round(value * pointsPerMm * 100) / 100;
const at = (xMm: number, yMm: number, widthMm: number, heightMm: number) => ({
  x: mmToPt(xMm),
  y: mmToPt(yMm),
  width: mmToPt(widthMm),
  height: mmToPt(heightMm),
});

/** One component of each kind a label usually carries. */
export const sampleComponents: CanvasComponent[] = [
  {
    ...base,
    id: 'qr',
    type: 'QR_CODE',
    name: 'QR code',
    ...at(4, 12, 22, 22),
    sampleValue: 'https://veritag.example/v/K7M2Q9XW4T',
  },
  {
    ...base,
    id: 'dm',
    type: 'DataMatrix',
    name: 'Data Matrix',
    ...at(30, 12, 12, 12),
    sampleValue: 'https://veritag.example/v/K7M2Q9XW4T',
    formatColor: '#1d3a8a',
  },
  {
    ...base,
    id: 'code',
    type: 'Code',
    name: 'Code',
    ...at(30, 27, 26, 5),
    sampleValue: 'K7M2Q9XW4T',
    fontName: 'Courier',
    fontSize: 9,
  },
  {
    ...base,
    id: 'text',
    type: 'Text',
    name: 'Text',
    ...at(30, 33, 26, 4),
    text: 'Batch 2026-11',
    sampleValue: 'Batch 2026-11',
    fontName: 'Times-Roman',
    fontSize: 8,
    color: '#8a1d1d',
  },
  {
    ...base,
    id: 'guilloche',
    type: 'Guilloche',
    name: 'Guilloche',
    ...at(44, 12, 12, 12),
    sampleValue: '',
  },
];

/** `count` components tiled over the label, for the 100-component story and the bench. */
export function manyComponents(count: number, widthMm = 100, heightMm = 100): CanvasComponent[] {
  const columns = Math.ceil(Math.sqrt(count));
  const cellW = widthMm / columns;
  const cellH = heightMm / Math.ceil(count / columns);
  return Array.from({ length: count }, (_, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const kind = index % 4;
    const box = at(column * cellW + 0.5, row * cellH + 0.5, cellW - 1, cellH - 1);
    const value = `https://veritag.example/v/CODE${String(index).padStart(6, '0')}`;
    if (kind === 0)
      return {
        ...base,
        ...box,
        id: `c${index}`,
        type: 'QR_CODE',
        name: `QR ${index}`,
        sampleValue: value,
      };
    if (kind === 1)
      return {
        ...base,
        ...box,
        id: `c${index}`,
        type: 'DataMatrix',
        name: `Data Matrix ${index}`,
        sampleValue: value,
      };
    if (kind === 2)
      return {
        ...base,
        ...box,
        id: `c${index}`,
        type: 'Code',
        name: `Code ${index}`,
        sampleValue: `CODE${index}`,
        fontSize: 6,
      };
    return {
      ...base,
      ...box,
      id: `c${index}`,
      type: 'Text',
      name: `Text ${index}`,
      text: `Text ${index}`,
      sampleValue: `Text ${index}`,
      fontSize: 6,
    };
  });
}

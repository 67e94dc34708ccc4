import { PDFDocument } from '@cantoo/pdf-lib';
import { symbolOperators, type SymbolRequest } from './index';

/** Margin around each symbol's box on its test page, in points (white, like label stock). */
export const PAGE_MARGIN = 20;

/**
 * A PDF with one page per symbol, each drawn by symbolOperators exactly as the label engine
 * places it: wrapped in q ... Q with a cm for the box's position.
 */
export async function symbolPdf(requests: readonly SymbolRequest[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (const request of requests) {
    const page = document.addPage([
      request.width + 2 * PAGE_MARGIN,
      request.height + 2 * PAGE_MARGIN,
    ]);
    const content = `q 1 0 0 1 ${PAGE_MARGIN} ${PAGE_MARGIN} cm\n${symbolOperators(request)}Q\n`;
    page.node.addContentStream(document.context.register(document.context.flateStream(content)));
  }
  return document.save();
}

/** The extent of everything a symbol's operators paint, in the box's coordinates (after their cm). */
export function paintedBounds(operators: string): {
  left: number;
  bottom: number;
  right: number;
  top: number;
} {
  const tokens = operators.split(/\s+/).filter(Boolean);
  let matrix = [1, 0, 0, 1, 0, 0];
  const xs: number[] = [];
  const ys: number[] = [];
  let operands: number[] = [];
  const point = (x: number, y: number) => {
    xs.push(matrix[0]! * x + matrix[2]! * y + matrix[4]!);
    ys.push(matrix[1]! * x + matrix[3]! * y + matrix[5]!);
  };
  for (const token of tokens) {
    if (/^-?[\d.]+$/.test(token)) {
      operands.push(Number(token));
      continue;
    }
    if (token === 'cm') matrix = operands.slice(-6);
    if (token === 're') {
      const [x, y, w, h] = operands.slice(-4) as [number, number, number, number];
      point(x, y);
      point(x + w, y + h);
    }
    if (token === 'm' || token === 'l' || token === 'c')
      for (let i = 0; i < operands.length; i += 2) point(operands[i]!, operands[i + 1]!);
    operands = [];
  }
  return {
    left: Math.min(...xs),
    bottom: Math.min(...ys),
    right: Math.max(...xs),
    top: Math.max(...ys),
  };
}

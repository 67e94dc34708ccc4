import type { PageSize, ResolvedComponent } from '@veritag/domain';
import type { KnownText, LabelFont } from './fonts';
import type { BatchValues, LabelInput } from './labels.types';
import { pdfNumber, placeBox } from './pdf-syntax';
import { symbolOperators } from './symbols';
import { textOperators } from './text';

/**
 * What each component prints, and the operators drawing one whole label in the label's own
 * space (origin bottom-left, y up). Components whose content is the same on every label of
 * the batch (texts, batch values, the guilloche) are turned into operators once; only codes,
 * symbols and carton numbers are made per label.
 */

/** The text a component prints that does not change from label to label, or undefined for the others. */
export function batchTextOf(component: ResolvedComponent, batch: BatchValues): string | undefined {
  switch (component.type) {
    case 'Text':
    case 'Text2':
    case 'Text3':
      return component.text;
    case 'Expiry Date':
      return batch.expiry ?? '';
    case 'Product Description':
      return batch.productDescription ?? '';
    case 'Customer':
      return batch.customer;
    case 'Quantity':
      return String(batch.quantity);
    case 'PO Number':
      return batch.poNumber ?? '';
    default:
      return undefined;
  }
}

const isSymbol = (component: ResolvedComponent) =>
  component.type === 'QR_CODE' || component.type === 'DataMatrix';
const printsText = (component: ResolvedComponent) =>
  !isSymbol(component) && component.type !== 'Guilloche';

/** Font name -> the texts known before any page is written, with their components (fonts.ts subsets them). */
export function knownTexts(
  components: readonly ResolvedComponent[],
  batch: BatchValues,
): Map<string, KnownText[]> {
  const texts = new Map<string, KnownText[]>();
  for (const component of components.filter(printsText)) {
    const list = texts.get(component.fontName) ?? [];
    const text = batchTextOf(component, batch);
    if (text) list.push({ text, component: component.name });
    texts.set(component.fontName, list);
  }
  return texts;
}

export interface DrawingSetup {
  components: readonly ResolvedComponent[];
  label: PageSize;
  fonts: ReadonlyMap<string, LabelFont>;
  batch: BatchValues;
  urlOf: (code: string) => string;
  hasGuilloche: boolean;
}

type Part = string | ((label: LabelInput) => string);

/** A function giving one label's operators, its parts in the design's order (later ones on top). */
export function labelDrawer(setup: DrawingSetup): (label: LabelInput) => string {
  const parts: Part[] = [];
  for (const component of setup.components) {
    const place = placeBox(component, setup.label.height);
    const wrap = (operators: string) => (operators ? `q ${place}\n${operators}\nQ\n` : '');
    if (isSymbol(component)) {
      const box = {
        format: component.format!,
        width: component.width,
        height: component.height,
        color: component.formatColor,
      };
      parts.push((label) => wrap(symbolOperators({ ...box, value: setup.urlOf(label.code) })));
    } else if (component.type === 'Guilloche') {
      if (setup.hasGuilloche)
        parts.push(
          wrap(`${pdfNumber(component.width)} 0 0 ${pdfNumber(component.height)} 0 0 cm /Gl Do`),
        );
    } else {
      const style = {
        font: setup.fonts.get(component.fontName)!,
        fontSize: component.fontSize,
        color: component.color,
        width: component.width,
        height: component.height,
      };
      const fixed = batchTextOf(component, setup.batch);
      if (fixed !== undefined) parts.push(wrap(textOperators(fixed, style)));
      else if (component.type === 'Code')
        parts.push((label) => wrap(textOperators(label.code, style)));
      else parts.push((label) => wrap(textOperators(String(label.seq), style)));
    }
  }
  const merged: Part[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string')
      merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  return (label) => {
    let operators = '';
    for (const part of merged) operators += typeof part === 'string' ? part : part(label);
    return operators;
  };
}

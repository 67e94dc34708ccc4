import {
  checkCharacterOf,
  codeAlphabets,
  defaultCodeSettings,
  resolveComponents,
  sheetLayoutProblem,
  type PageSize,
  type ResolvedComponent,
} from '@veritag/domain';
import { batchTextOf } from './components';
import { cannotPrint, fontProblem, openFontFile, unprintableCharacter } from './font-files';
import type { BatchValueProblem, BatchValues, LabelSetup } from './labels.types';
import { boxBounds } from './pdf-syntax';
import { symbolProblem } from './symbols';

/**
 * Why a design cannot print: the sentence, and the index in the design's coordinates of the
 * component it is about (when it is about one), so the designer can select that component.
 */
export interface DesignProblem {
  title: string;
  component?: number;
  /** The component's setting at fault, when one is: its `text` or its `fontName`. */
  field?: 'text' | 'fontName';
}

/**
 * What a component surely prints, as far as a save knows: its own text, or the characters its
 * values are made of. The batch's values (customer, PO number, product description) are not
 * known yet: they are checked when the batch's labels are set up (fonts.ts).
 */
function textKnownAtSave(
  component: ResolvedComponent,
): { text: string; field: 'text' | 'fontName' } | undefined {
  switch (component.type) {
    case 'Text':
    case 'Text2':
    case 'Text3':
      return { text: component.text, field: 'text' };
    case 'Code':
      return { text: codeAlphabets.Alphanumeric + codeAlphabets.Numeric, field: 'fontName' };
    case 'Carton':
    case 'Quantity':
      return { text: '0123456789', field: 'fontName' };
    case 'Expiry Date':
      return { text: '0123456789/', field: 'fontName' };
    default:
      return undefined;
  }
}

/**
 * Why a design cannot print on an artwork of this size, as a sentence the designer can act
 * on: the sheet layout, a component reaching outside the label, a font not uploaded, a
 * character its font cannot draw, or a symbol that cannot carry a code's address or would be
 * too small to scan (checked with a code of the default settings, 12 characters).
 */
export async function designProblemFor(
  label: PageSize,
  setup: Pick<LabelSetup, 'design' | 'fonts' | 'urlOf'>,
): Promise<DesignProblem | undefined> {
  const layoutProblem = sheetLayoutProblem(label, setup.design);
  if (layoutProblem) return { title: layoutProblem };
  const components = resolveComponents(setup.design);
  // Half a point of slack: the designer rounds positions dragged on screen.
  const slack = 0.5;
  for (const [index, component] of components.entries()) {
    const bounds = boxBounds(component);
    if (
      bounds.left < -slack ||
      bounds.top < -slack ||
      bounds.right > label.width + slack ||
      bounds.bottom > label.height + slack
    ) {
      return {
        title: `The component '${component.name}' reaches outside the label: move it inside or make it smaller`,
        component: index,
      };
    }
  }
  for (const [index, component] of components.entries()) {
    if (
      component.type === 'QR_CODE' ||
      component.type === 'DataMatrix' ||
      component.type === 'Guilloche'
    )
      continue;
    const problem = fontProblem(component.fontName, setup.fonts);
    if (problem) return { title: problem, component: index, field: 'fontName' };
  }
  for (const [index, component] of components.entries()) {
    const known = textKnownAtSave(component);
    if (!known) continue;
    const char = unprintableCharacter(
      await openFontFile(component.fontName, setup.fonts),
      known.text,
    );
    if (char)
      return {
        title: cannotPrint(component.fontName, char, component.name),
        component: index,
        field: known.field,
      };
  }
  const [sample] = sampleCodes(1);
  for (const [index, component] of components.entries()) {
    if (component.type !== 'QR_CODE' && component.type !== 'DataMatrix') continue;
    const problem = symbolProblem({
      format: component.format!,
      value: setup.urlOf(sample!),
      width: component.width,
      height: component.height,
    });
    if (problem) return { title: `${component.name}: ${problem}`, component: index };
  }
  return undefined;
}

/** The batch value each component prints, by its name in BatchValues. */
const batchValueOf: Partial<Record<ResolvedComponent['type'], keyof BatchValues>> = {
  Customer: 'customer',
  'PO Number': 'poNumber',
  'Product Description': 'productDescription',
  'Expiry Date': 'expiry',
  Quantity: 'quantity',
};

/**
 * The first batch value a component prints with a font that cannot draw it: asked when a batch
 * is requested, so a PO number with '✓' is refused there, before any code is issued (the
 * batch's job would fail on the same sentence, fonts.ts).
 */
export async function batchValueProblemFor(
  setup: Pick<LabelSetup, 'design' | 'fonts' | 'batch'>,
): Promise<BatchValueProblem | undefined> {
  for (const component of resolveComponents(setup.design)) {
    const value = batchValueOf[component.type];
    const text = value && batchTextOf(component, setup.batch);
    if (!value || !text) continue;
    const char = unprintableCharacter(await openFontFile(component.fontName, setup.fonts), text);
    if (char) return { title: cannotPrint(component.fontName, char, component.name), value };
  }
  return undefined;
}

/** Made-up codes of the default settings (well formed, check character included), the same every time. */
export function sampleCodes(count: number): string[] {
  const alphabet = codeAlphabets[defaultCodeSettings.type];
  const codes: string[] = [];
  let state = 20_251_125;
  for (let index = 0; index < count; index++) {
    let payload = '';
    for (let position = 1; position < defaultCodeSettings.length; position++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      payload += alphabet[(state >>> 16) % alphabet.length];
    }
    codes.push(payload + checkCharacterOf(payload, defaultCodeSettings.type));
  }
  return codes;
}

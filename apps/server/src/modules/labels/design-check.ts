import { checkCharacterOf, codeAlphabets, defaultCodeSettings, resolveComponents, sheetLayoutProblem, type PageSize } from '@veritag/domain';
import { fontProblem } from './fonts';
import type { LabelSetup } from './labels.types';
import { boxBounds } from './pdf-syntax';
import { symbolProblem } from './symbols';

/**
 * Why a design cannot print: the sentence, and the index in the design's coordinates of the
 * component it is about (when it is about one), so the designer can select that component.
 */
export interface DesignProblem {
  title: string;
  component?: number;
}

/**
 * Why a design cannot print on an artwork of this size, as a sentence the designer can act
 * on: the sheet layout, a component reaching outside the label, a font not uploaded, or a
 * symbol that cannot carry a code's address or would be too small to scan (checked with a
 * code of the default settings, 12 characters).
 */
export function designProblemFor(label: PageSize, setup: Pick<LabelSetup, 'design' | 'fonts' | 'urlOf'>): DesignProblem | undefined {
  const layoutProblem = sheetLayoutProblem(label, setup.design);
  if (layoutProblem) return { title: layoutProblem };
  const components = resolveComponents(setup.design);
  // Half a point of slack: the designer rounds positions dragged on screen.
  const slack = 0.5;
  for (const [index, component] of components.entries()) {
    const bounds = boxBounds(component);
    if (bounds.left < -slack || bounds.top < -slack || bounds.right > label.width + slack || bounds.bottom > label.height + slack) {
      return { title: `The component '${component.name}' reaches outside the label: move it inside or make it smaller`, component: index };
    }
  }
  for (const [index, component] of components.entries()) {
    if (component.type === 'QR_CODE' || component.type === 'DataMatrix' || component.type === 'Guilloche') continue;
    const problem = fontProblem(component.fontName, setup.fonts);
    if (problem) return { title: problem, component: index };
  }
  const [sample] = sampleCodes(1);
  for (const [index, component] of components.entries()) {
    if (component.type !== 'QR_CODE' && component.type !== 'DataMatrix') continue;
    const problem = symbolProblem({ format: component.format!, value: setup.urlOf(sample!), width: component.width, height: component.height });
    if (problem) return { title: `${component.name}: ${problem}`, component: index };
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

import {
  checkCharacterOf,
  codeAlphabets,
  defaultCodeSettings,
  defaultComponentSize,
  defaultDesignColor,
  defaultFontName,
  defaultFontSize,
  resolveComponents,
  scanUrlOf,
  symbolComponentFormats,
  type ComponentType,
  type DesignCoordinate,
  type DesignSave,
  type ResolvedComponent,
} from '@veritag/domain';

/** How each type reads on its button and in a new component's name (the spec's type names stay in the payload). */
export const componentLabels: Record<ComponentType, string> = {
  QR_CODE: 'QR Code',
  DataMatrix: 'DataMatrix',
  Guilloche: 'Guilloche',
  'Expiry Date': 'Expiry Date',
  Text: 'Text',
  Text2: 'Text2',
  Text3: 'Text3',
  Code: 'Code',
  'Product Description': 'Product Description',
  Customer: 'Customer',
  Quantity: 'Quantity',
  Carton: 'Carton',
  'PO Number': 'PO Number',
};

/**
 * The designer's working copy of a design. A component is the canvas's component except that
 * its position may be missing (x or y null): the spec's 'Please positioned your element' is
 * about such a component. The canvas only ever sees the positioned ones.
 */
export interface EditorComponent extends Omit<ResolvedComponent, 'x' | 'y'> {
  id: string;
  x: number | null;
  y: number | null;
}

/** The design-wide settings: what a new component starts with and the payload's top-level values. */
export interface DesignDefaults {
  width: number;
  height: number;
  rotation: number;
  text: string;
  fontName: string;
  fontSize: number;
  color: string;
  format: string | undefined;
  formatColor: string;
}

/** The Template tab (millimetres, as the payload): the label's size and the gaps between labels. */
export interface SheetSettings {
  innerFileWidth: number | undefined;
  innerFileHeight: number | undefined;
  xspace: number | undefined;
  yspace: number | undefined;
}

export interface EditorDesign {
  components: EditorComponent[];
  defaults: DesignDefaults;
  sheet: SheetSettings;
  exact: boolean | undefined;
}

export const emptyDefaults: DesignDefaults = {
  width: defaultComponentSize,
  height: defaultComponentSize,
  rotation: 0,
  text: '',
  fontName: defaultFontName,
  fontSize: defaultFontSize,
  color: defaultDesignColor,
  format: undefined,
  formatColor: defaultDesignColor,
};

export const emptyDesign: EditorDesign = {
  components: [],
  defaults: emptyDefaults,
  sheet: {
    innerFileWidth: undefined,
    innerFileHeight: undefined,
    xspace: undefined,
    yspace: undefined,
  },
  exact: undefined,
};

export const isSymbolComponent = (type: ComponentType): boolean => type in symbolComponentFormats;

/** The format a new component of `type` draws: the design's format for a QR code, its own for a Data Matrix, none for the rest. */
export function formatFor(type: ComponentType, defaults: DesignDefaults): string | undefined {
  if (type === 'QR_CODE') return defaults.format ?? symbolComponentFormats.QR_CODE;
  if (type === 'DataMatrix') return symbolComponentFormats.DataMatrix;
  return undefined;
}

/** A saved design as the designer's working copy; ids follow the saved order and stay for the session. */
export function editorDesignOf(design: DesignSave | undefined, nextId: () => string): EditorDesign {
  if (!design) return emptyDesign;
  const resolved = resolveComponents(design);
  return {
    components: resolved.map((component, index) => ({
      ...component,
      id: nextId(),
      x: design.coordinates[index]?.x ?? null,
      y: design.coordinates[index]?.y ?? null,
    })),
    defaults: {
      width: design.width ?? defaultComponentSize,
      height: design.height ?? defaultComponentSize,
      rotation: design.rotation ?? 0,
      text: design.text ?? '',
      fontName: design.fontName || defaultFontName,
      fontSize: design.fontSize ?? defaultFontSize,
      color: design.color,
      format: design.format,
      formatColor: design.formatColor,
    },
    sheet: {
      innerFileWidth: design.innerFileWidth,
      innerFileHeight: design.innerFileHeight,
      xspace: design.xspace,
      yspace: design.yspace,
    },
    exact: design.exact,
  };
}

const measure = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? undefined : value;

/**
 * The save payload: every component carries its own settings (ours: the spec has one set per
 * design), the top level carries the design-wide defaults and the Template tab.
 */
export function payloadOf(templateId: number, design: EditorDesign): DesignSave {
  const { defaults, sheet } = design;
  const coordinates = design.components.map((c): DesignCoordinate => ({
    // A name emptied in the Setting panel saves as the type's label: refusals and the canvas name components by it.
    name: c.name.trim() || componentLabels[c.type],
    type: c.type,
    x: c.x,
    y: c.y,
    width: c.width,
    height: c.height,
    rotation: c.rotation,
    text: c.text,
    fontName: c.fontName,
    fontSize: c.fontSize,
    color: c.color,
    formatColor: c.formatColor,
    ...(c.format && isSymbolComponent(c.type)
      ? { format: c.format as DesignCoordinate['format'] }
      : {}),
  }));
  return {
    templateId,
    color: defaults.color,
    formatColor: defaults.formatColor,
    ...(defaults.format ? { format: defaults.format as DesignSave['format'] } : {}),
    width: defaults.width,
    height: defaults.height,
    text: defaults.text,
    rotation: defaults.rotation,
    fontName: defaults.fontName,
    fontSize: defaults.fontSize,
    innerFileWidth: measure(sheet.innerFileWidth),
    innerFileHeight: measure(sheet.innerFileHeight),
    xspace: measure(sheet.xspace),
    yspace: measure(sheet.yspace),
    ...(design.exact === undefined ? {} : { exact: design.exact }),
    coordinates,
  };
}

/**
 * The code the canvas draws in place of each label's own: the first characters of the code
 * alphabet with their check character, so it is well formed like a real one.
 */
const sampleCodePayload = codeAlphabets[defaultCodeSettings.type].slice(
  0,
  defaultCodeSettings.length - 1,
);
export const sampleCode =
  sampleCodePayload + checkCharacterOf(sampleCodePayload, defaultCodeSettings.type);

/** The values a sample prints where a batch prints its own (as the server's sample batch does). */
export interface SampleContext {
  /** The platform's public address the printed URLs start with: the console's own origin. */
  origin: string;
  customer: string;
  now: Date;
}

/** What a component shows on the canvas: the same value the sample PDF prints for it. */
export function sampleValueOf(
  component: Pick<EditorComponent, 'type' | 'text'>,
  context: SampleContext,
): string {
  const expiry = new Date(Date.UTC(context.now.getUTCFullYear() + 1, context.now.getUTCMonth(), 1));
  switch (component.type) {
    case 'QR_CODE':
    case 'DataMatrix':
      return scanUrlOf(context.origin, sampleCode);
    case 'Code':
      return sampleCode;
    case 'Expiry Date':
      return `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}`;
    case 'Product Description':
      return 'Sample product';
    case 'Customer':
      return context.customer;
    case 'Quantity':
      return '1000';
    case 'PO Number':
      return 'PO-SAMPLE';
    case 'Carton':
      return '1';
    case 'Guilloche':
      return '';
    default:
      return component.text;
  }
}

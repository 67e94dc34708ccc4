/**
 * Label template constants (spec 000 section 3, spec 001 sections 2, 3, 4 and 9).
 */

/** Element types of the label editor, spelled as the spec and its delete call spell them. */
export const componentTypes = [
  'QR_CODE',
  'DataMatrix',
  'Guilloche',
  'Expiry Date',
  'Text',
  'Text2',
  'Text3',
  'Code',
  'Product Description',
  'Customer',
  'Quantity',
  'Carton',
  'PO Number',
] as const;
export type ComponentType = (typeof componentTypes)[number];

/** The text types: only these show the Text field of the General tab. */
export const textComponentTypes = [
  'Text',
  'Text2',
  'Text3',
] as const satisfies readonly ComponentType[];

/** Components drawn as a symbol, with the format they start with (a bwip-js bcid). */
export const symbolComponentFormats = {
  QR_CODE: 'qrcode',
  DataMatrix: 'datamatrix',
} as const satisfies Partial<Record<ComponentType, string>>;

/** The template PDF is drawn at this scale on the design canvas. */
export const pdfRenderScale = 1.32;
/** A new component's width and height. */
export const defaultComponentSize = 50;
/** Colour and format colour start black. */
export const defaultDesignColor = '#000000';

/** Printing fonts; the design screen also offers those of `GET fontList`. */
export const fontNames = ['Times-Roman', 'Helvetica', 'Courier'] as const;
export type FontName = (typeof fontNames)[number];

/** The tabs of the Setting panel and their fields (spec 001 section 2). */
export const settingTabs = {
  General: ['width', 'height', 'text', 'rotation', 'showGrid', 'format', 'formatColor'],
  Font: ['fontName', 'fontSize', 'color'],
  Template: ['innerFileWidth', 'innerFileHeight', 'xspace', 'yspace'],
} as const;

/**
 * Template status: PENDING until the request-list switch or the Add Component Save changes
 * it. The spec names no other value; UPDATED is ours for "marks the template status updated".
 */
export const templateStatuses = ['PENDING', 'UPDATED'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

/** Status of a long job row (token batches, print files, roll files, reports). */
export const jobStatuses = ['RUNNING', 'COMPLETED', 'FAILED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

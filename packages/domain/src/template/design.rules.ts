import type { DesignCoordinate, DesignSave } from './design.schema';
import {
  defaultDesignColor,
  symbolComponentFormats,
  type ComponentType,
} from './template.constants';

/** The font a text component prints with when neither it nor the design names one. */
export const defaultFontName = 'Helvetica';
export const defaultFontSize = 10;

function symbolFormatOf(c: DesignCoordinate, designFormat: string | undefined): string | undefined {
  if (c.type === 'QR_CODE') return c.format ?? designFormat ?? symbolComponentFormats.QR_CODE;
  if (c.type === 'DataMatrix') return c.format ?? symbolComponentFormats.DataMatrix;
  return undefined;
}

/** The design-wide settings a component falls back to (all optional: the defaults come last). */
export type DesignDefaults = Partial<
  Pick<DesignSave, 'color' | 'formatColor' | 'fontName' | 'fontSize' | 'text' | 'format'>
>;

/** One component with every setting decided: what the engine draws and the designer shows. */
export interface ResolvedComponent {
  name: string;
  type: ComponentType;
  /** Points from the label's top-left corner, y downwards. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise as on screen, about the component's centre. */
  rotation: number;
  text: string;
  fontName: string;
  fontSize: number;
  color: string;
  /** The bwip-js bcid the component draws, for QR_CODE and DataMatrix (and any other barcode). */
  format: string | undefined;
  formatColor: string;
}

/**
 * The design's components with their own settings, falling back to the design's top-level
 * settings, then to the defaults. A symbol component draws the format chosen for it; the
 * QR_CODE component falls back to the design's top-level format (the spec's one General-tab
 * format), then to QR Code; DataMatrix to Data Matrix. Other types draw text, never a symbol.
 */
export function resolveComponents(
  design: DesignDefaults & { coordinates: readonly DesignCoordinate[] },
): ResolvedComponent[] {
  return design.coordinates.map((c: DesignCoordinate) => ({
    name: c.name,
    type: c.type,
    x: c.x ?? 0,
    y: c.y ?? 0,
    width: c.width,
    height: c.height,
    rotation: c.rotation ?? 0,
    text: c.text ?? design.text ?? '',
    fontName: c.fontName || design.fontName || defaultFontName,
    fontSize: c.fontSize ?? design.fontSize ?? defaultFontSize,
    color: c.color ?? design.color ?? defaultDesignColor,
    format: symbolFormatOf(c, design.format),
    formatColor: c.formatColor ?? design.formatColor ?? defaultDesignColor,
  }));
}

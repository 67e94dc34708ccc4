import * as v from 'valibot';
import { HexColorSchema, optionalNumber, requiredRef } from '../fields/fields.schema';
import { messages } from '../messages/messages';
import { barcodeFormatIds } from './barcode-formats.constants';
import { componentTypes, defaultComponentSize, defaultDesignColor } from './template.constants';

const position = v.nullish(v.pipe(v.number(), v.finite()));
const size = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), defaultComponentSize);

/** One placed component of the design (spec 001 section 3): width and height default to 50. */
export const DesignCoordinateSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(100, messages.maxLength(100))),
  type: v.picklist(componentTypes, messages.chooseOption),
  x: position,
  y: position,
  width: size,
  height: size,
  rotation: v.optional(v.pipe(v.number(), v.finite()), 0),
  // Ours: each component may carry its own settings; the payload's top-level settings are
  // the defaults of those that do not (the spec's payload has one set for the whole design).
  text: v.optional(v.pipe(v.string(), v.maxLength(500, messages.maxLength(500)))),
  fontName: v.optional(v.pipe(v.string(), v.maxLength(100, messages.maxLength(100)))),
  fontSize: v.optional(v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(500))),
  color: v.optional(HexColorSchema),
  format: v.optional(v.picklist(barcodeFormatIds, messages.chooseOption)),
  formatColor: v.optional(HexColorSchema),
});
export type DesignCoordinate = v.InferOutput<typeof DesignCoordinateSchema>;

export const isPositioned = (coordinate: { x?: number | null; y?: number | null }): boolean =>
  typeof coordinate.x === 'number' && typeof coordinate.y === 'number';

/** The most components one design may place. */
export const maxDesignComponents = 500;

const measure = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)));

/**
 * The design save payload (`saveDndTemplate`, also sent to `tryit` for a sample). A
 * component without a position stops the save with 'Please positioned your element'.
 */
export const DesignSaveSchema = v.pipe(
  v.object({
    templateId: requiredRef(),
    color: v.optional(HexColorSchema, defaultDesignColor),
    formatColor: v.optional(HexColorSchema, defaultDesignColor),
    format: v.optional(v.picklist(barcodeFormatIds, messages.chooseOption)),
    width: measure,
    height: measure,
    text: v.optional(v.pipe(v.string(), v.maxLength(500, messages.maxLength(500)))),
    rotation: v.optional(v.pipe(v.number(), v.finite())),
    fontName: v.optional(v.pipe(v.string(), v.maxLength(100, messages.maxLength(100)))),
    fontSize: optionalNumber(),
    innerFileWidth: measure,
    innerFileHeight: measure,
    xspace: measure,
    yspace: measure,
    exact: v.optional(v.boolean()),
    // A label of 500 components is far past any real one; the bound keeps a save's work bounded.
    coordinates: v.pipe(
      v.array(DesignCoordinateSchema),
      v.maxLength(maxDesignComponents, `A design has at most ${maxDesignComponents} components`),
    ),
  }),
  v.check((design) => design.coordinates.every(isPositioned), messages.positionElement),
);
export type DesignSave = v.InferOutput<typeof DesignSaveSchema>;

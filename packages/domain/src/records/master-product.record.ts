import * as v from 'valibot';

/**
 * One entry of `GET matnrs/colos`: the screen reads each colour's `value` and sends it back
 * in `GET matnrs/packsize/{color value}` (spec 002 section 7). The shape beyond `value` is ours.
 */
export const MasterProductColorSchema = v.object({ value: v.string() });
export type MasterProductColor = v.InferOutput<typeof MasterProductColorSchema>;

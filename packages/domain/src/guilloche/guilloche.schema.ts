import * as v from 'valibot';
import { IdSchema, requiredText } from '../text/text.schema';

/** Spec 000 section 5: Color required, at most 100; the image is a separate file part. */
export const GuillocheFieldsSchema = v.object({ color: requiredText(100) });
export const GuillocheUpdateFieldsSchema = v.object({ id: IdSchema, color: requiredText(100) });

export const GuillocheImageSchema = v.object({
  id: v.number(),
  color: v.string(),
  imageUrl: v.string(),
  contentType: v.string(),
  createdDate: v.string(),
});
export type GuillocheImage = v.InferOutput<typeof GuillocheImageSchema>;

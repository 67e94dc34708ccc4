import * as v from 'valibot';
import { IdSchema, requiredText } from '../text/text.schema';
import { fileRules } from '../files/file-rules';
import { chosenFile, optionalChosenFile } from '../files/file.rules';

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

/** The console's Add Guilloche Image form: Color and one image (spec 000 sections 2.9 and 5). */
export const GuillocheAddFormSchema = v.object({
  color: requiredText(100),
  file: chosenFile(fileRules.guillocheImage),
});
/** Edit: the image may stay as it is. */
export const GuillocheEditFormSchema = v.object({
  color: requiredText(100),
  file: optionalChosenFile(fileRules.guillocheImage),
});

import * as v from 'valibot';
import { optionalDigits } from '../fields/fields.schema';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';

/**
 * A contact person of a customer, plant or vendor (spec 000 section 5, spec 002 section 5,
 * same rules in both): name required, designation optional, at most 100 each; email
 * required, at most 100; mobile a number. `id` is present once saved.
 */
export const ContactPersonInputSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredText(100),
  designation: optionalText(100),
  email: requiredText(100),
  mobile: optionalDigits(),
});
export type ContactPersonInput = v.InferOutput<typeof ContactPersonInputSchema>;

/** The spelling of the spec's payloads: `contectPersons`. */
export const ContactPersonsSchema = v.optional(v.array(ContactPersonInputSchema), []);

export const ContactPersonSchema = v.object({
  id: v.number(),
  name: v.string(),
  designation: v.nullish(v.string()),
  email: v.string(),
  mobile: v.nullish(v.string()),
});
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

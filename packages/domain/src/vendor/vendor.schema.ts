import * as v from 'valibot';
import { ContactPersonSchema, ContactPersonsSchema } from '../contact-person/contact-person.schema';
import { IdSchema, requiredText } from '../text/text.schema';

/** The vendor form (spec 002 section 5): name required, at most 100; address required, at most 250. */
export const VendorFormSchema = v.object({
  id: v.optional(IdSchema),
  name: requiredText(100),
  address: requiredText(250),
  contectPersons: ContactPersonsSchema,
});
export type VendorForm = v.InferOutput<typeof VendorFormSchema>;

/** A vendor; the console shows its id as the Vendor Code. */
export const VendorSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  contectPersons: v.optional(v.array(ContactPersonSchema), []),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

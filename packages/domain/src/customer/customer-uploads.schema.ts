import * as v from 'valibot';
import { fileRules } from '../files/file-rules';
import { optionalChosenFile } from '../files/file.rules';
import { CustomerFormSchema } from './customer.schema';

/**
 * The customer form's uploads (spec 000 section 5): the logo an image of at most 1 MB on add
 * and 2 MB on edit; product content video, audio, gif or image and the brochure a PDF, at
 * most 20 MB each. All optional: an edit keeps the stored file unless a new one is chosen.
 */
export const customerUploadsSchema = (mode: 'add' | 'edit') =>
  v.object({
    customerLogo: optionalChosenFile(
      mode === 'add' ? fileRules.customerLogoAdd : fileRules.customerLogoEdit,
    ),
    productContentUrl: optionalChosenFile(fileRules.productContent),
    brochureUrl: optionalChosenFile(fileRules.brochure),
  });

/** The form as the screen edits it: the fields sent and the files chosen, checked together. */
export const customerScreenFormSchema = (mode: 'add' | 'edit') =>
  v.intersect([CustomerFormSchema, customerUploadsSchema(mode)]);

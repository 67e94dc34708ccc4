import * as v from 'valibot';
import { IdSchema, requiredText } from '../text/text.schema';

/** Spec 000 sections 3 and 5: a company has a name, required, at most 100 characters. */
export const CompanyInputSchema = v.object({ name: requiredText(100) });
export type CompanyInput = v.InferOutput<typeof CompanyInputSchema>;

export const CompanyUpdateSchema = v.object({ id: IdSchema, name: requiredText(100) });
export type CompanyUpdate = v.InferOutput<typeof CompanyUpdateSchema>;

export const CompanySchema = v.object({
  id: v.number(),
  name: v.string(),
  createdDate: v.string(),
});
export type Company = v.InferOutput<typeof CompanySchema>;

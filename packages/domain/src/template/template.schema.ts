import * as v from 'valibot';
import { optionalNumber, requiredNumber, requiredRef } from '../fields/fields.schema';
import { IdSchema, requiredText } from '../text/text.schema';
import { templateStatuses } from './template.constants';

/** Add Template (spec 001 section 5): description required, at most 100; the PDF is a file part. */
export const TemplateAddSchema = v.object({
  customerId: requiredRef(),
  description: requiredText(100),
});
export type TemplateAdd = v.InferOutput<typeof TemplateAddSchema>;

/** Edit Template: the description only, at most 200; no customer. */
export const TemplateEditSchema = v.object({
  id: IdSchema,
  description: requiredText(200),
});
export type TemplateEdit = v.InferOutput<typeof TemplateEditSchema>;

/**
 * Generate token: quantity required, at most 7 characters, at least 1; expiration at most
 * 7 characters, at least 1 (a number, as the spec's rules say). The PDF is a file part.
 */
export const GenerateTokenSchema = v.object({
  templateId: requiredRef(),
  quantity: requiredNumber(),
  expirationDate: optionalNumber(),
});
export type GenerateToken = v.InferOutput<typeof GenerateTokenSchema>;

/** A template as lists show it. */
export const TemplateSchema = v.object({
  id: v.number(),
  description: v.string(),
  status: v.union([v.picklist(templateStatuses), v.string()]),
  name: v.nullish(v.string()),
  customer: v.nullish(v.object({ id: v.optional(v.number()), name: v.nullish(v.string()), companyName: v.string() })),
  createdDate: v.string(),
});
export type Template = v.InferOutput<typeof TemplateSchema>;

/** A token batch (template history) as the token list shows it. */
export const TokenBatchSchema = v.object({
  id: v.number(),
  quantity: v.number(),
  expirationDate: v.nullish(v.union([v.number(), v.string()])),
  file: v.nullish(v.string()),
  fileName: v.nullish(v.string()),
  fileNameCSV: v.nullish(v.string()),
  createdDate: v.string(),
  status: v.string(),
  template: v.object({
    id: v.optional(v.number()),
    description: v.string(),
    customer: v.nullish(v.object({ companyName: v.string() })),
  }),
});
export type TokenBatch = v.InferOutput<typeof TokenBatchSchema>;

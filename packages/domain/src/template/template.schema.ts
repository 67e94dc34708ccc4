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
  // Months after the batch date; the Expiry Date component prints that month as MM/YYYY. Ours:
  // at most 1,200 (a century), as seven digits of months would overflow any calendar.
  expirationDate: optionalNumber({ max: 1200 }),
  // Ours (decisions 0132 and 0153): the values of the PO Number and Product Description
  // components, and how many labels go in one PDF file when one file would be too large.
  poNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  productDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  labelsPerFile: optionalNumber(),
});
export type GenerateToken = v.InferOutput<typeof GenerateTokenSchema>;

/** A template as lists show it. */
export const TemplateSchema = v.object({
  id: v.number(),
  description: v.string(),
  status: v.union([v.picklist(templateStatuses), v.string()]),
  name: v.nullish(v.string()),
  customer: v.nullish(
    v.object({ id: v.optional(v.number()), name: v.nullish(v.string()), companyName: v.string() }),
  ),
  createdDate: v.string(),
  // Ours: the company the template belongs to (the super admin's request list shows it), the
  // label size read from the PDF (points), and the number of the latest saved design.
  company: v.optional(v.object({ id: v.number(), name: v.string() })),
  labelSize: v.optional(v.object({ width: v.number(), height: v.number() })),
  revision: v.nullish(v.number()),
});
export type Template = v.InferOutput<typeof TemplateSchema>;

/** The files of a finished batch: the label PDF (in parts), the two CSVs and the manifest. */
export const tokenFileKinds = ['pdf', 'codes', 'urls', 'manifest'] as const;
export type TokenFileKind = (typeof tokenFileKinds)[number];
export const TokenFileSchema = v.object({
  kind: v.picklist(tokenFileKinds),
  /** 1 for the first (or only) part; only the PDF has several. */
  part: v.number(),
  name: v.string(),
  bytes: v.number(),
  sha256: v.string(),
});
export type TokenFile = v.InferOutput<typeof TokenFileSchema>;

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
  // Ours: labels done of the batch while RUNNING, why it FAILED, and its files once COMPLETED.
  progress: v.nullish(v.object({ done: v.number(), total: v.number() })),
  reason: v.nullish(v.string()),
  files: v.optional(v.array(TokenFileSchema)),
  revision: v.nullish(v.number()),
  template: v.object({
    id: v.optional(v.number()),
    description: v.string(),
    customer: v.nullish(v.object({ companyName: v.string() })),
  }),
});
export type TokenBatch = v.InferOutput<typeof TokenBatchSchema>;

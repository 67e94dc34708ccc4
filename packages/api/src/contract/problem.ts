import * as v from 'valibot';

/** RFC 9457 problem details, with per-field errors for validation failures. */
export const FieldErrorSchema = v.object({
  field: v.string(),
  pointer: v.string(),
  detail: v.string(),
});
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

export const ProblemSchema = v.object({
  type: v.optional(v.string()),
  title: v.string(),
  status: v.number(),
  detail: v.optional(v.string()),
  errors: v.optional(v.array(FieldErrorSchema)),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

export const problemContentType = 'application/problem+json';

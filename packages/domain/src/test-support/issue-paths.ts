import * as v from 'valibot';

/**
 * Test support: the first message per field path ('' for the root) of a failed parse, or
 * an empty record when the input is valid. Rows compare against it so that a changed
 * message or limit fails its row.
 */
export function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    found[key] ??= issue.message;
  }
  return found;
}

/** The parsed output; throws with the messages when the input is invalid. */
export function parsed<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(schema, input)));
  return result.output;
}

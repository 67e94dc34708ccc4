import * as v from 'valibot';

/**
 * The reply a handler returns is parsed with the call's reply schema and the parsed value is
 * what is sent: an object schema keeps only the keys it declares, so a field the contract
 * does not name (a password hash, a storage key) cannot leave the server even when a
 * handler returns it.
 */
export function parseReply(
  schema: v.GenericSchema,
  result: unknown,
  where: string,
  strict: boolean,
): unknown {
  const parsed = v.safeParse(schema, result);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(
      `Reply of ${where} does not match its contract at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
  }
  // In tests a reply with undeclared keys is a failure, so a handler that returns more than
  // its contract says is found the day it is written, not when a secret leaks.
  if (strict) {
    const extra = undeclaredKeys(result, parsed.output, '');
    if (extra.length > 0)
      throw new Error(
        `Reply of ${where} has fields its contract does not declare: ${extra.join(', ')}`,
      );
  }
  return parsed.output;
}

function undeclaredKeys(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undeclaredKeys(item, kept[index], `${path}[${index}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const childPath = path ? `${path}.${key}` : key;
    if (!(key in kept)) return value === undefined ? [] : [childPath];
    return undeclaredKeys(value, kept[key], childPath);
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

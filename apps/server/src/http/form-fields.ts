import qs from 'qs';
import { badRequest } from './problem';

/** Limits on the names of a form's fields; the multipart reader bounds their count and size. */
export const formFieldLimits = { depth: 5, listItems: 100, fields: 500 } as const;

/**
 * Turns multipart field names as the spec sends them (`contectPersons[0].name`,
 * `emailConfig.emailServer`, `customer.id`) into a nested object, with qs. Limits become a
 * 400 rather than a silent cut, and names that would reach Object.prototype are dropped.
 */
export function unflattenFormFields(
  entries: readonly (readonly [string, string])[],
): Record<string, unknown> {
  // Values never pass through qs's text decoding: each is sent as its index and looked up
  // by the decoder, so a value arrives byte for byte and is never copied into a query string.
  const query = entries.map(([name], index) => `${encodeURIComponent(name)}=${index}`).join('&');
  let parsed: Record<string, unknown>;
  try {
    parsed = qs.parse(query, {
      allowDots: true,
      allowPrototypes: false,
      depth: formFieldLimits.depth,
      strictDepth: true,
      arrayLimit: formFieldLimits.listItems,
      parameterLimit: formFieldLimits.fields,
      throwOnLimitExceeded: true,
      decoder: (text, decode, charset, type) =>
        type === 'value' ? entries[Number(text)]![1] : decode(text, decode, charset),
    });
  } catch (error) {
    throw limitProblem(error);
  }
  const conflict = findConflict(parsed, '');
  if (conflict !== undefined) throw badRequest(`Conflicting form fields: ${conflict}`);
  return parsed;
}

function limitProblem(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('Input depth exceeded')) {
    return badRequest(
      `The form's field names are nested more than ${formFieldLimits.depth} levels deep`,
    );
  }
  if (message.startsWith('Array limit exceeded'))
    return badRequest(`A list in the form has more than ${formFieldLimits.listItems} items`);
  if (message.startsWith('Parameter limit exceeded'))
    return badRequest('The form has too many fields');
  return badRequest('The form has field names that cannot be read');
}

/**
 * qs keeps a name used both for a value and for an object (`color` and `color.x`) as a list
 * mixing the two, and a name used both as a list and as an object (`a[0]` and `a.length`)
 * as an object with number and word keys. Either is a form no schema can read rightly, so it
 * is named back to the user. A repeated plain name (`a=1&a=2`) stays a list of values.
 */
function findConflict(node: unknown, path: string): string | undefined {
  if (Array.isArray(node)) {
    const objects = node.filter((item) => typeof item === 'object').length;
    if (objects > 0 && objects < node.length) return path;
    return firstDefined(node.map((item, index) => findConflict(item, `${path}[${index}]`)));
  }
  if (typeof node === 'object' && node !== null) {
    const keys = Object.keys(node);
    const numbered = keys.filter((key) => /^\d+$/.test(key)).length;
    if (numbered > 0 && numbered < keys.length) return path || keys[0];
    const record = node as Record<string, unknown>;
    return firstDefined(
      keys.map((key) => findConflict(record[key], path ? `${path}.${key}` : key)),
    );
  }
  return undefined;
}

const firstDefined = (items: (string | undefined)[]) => items.find((item) => item !== undefined);

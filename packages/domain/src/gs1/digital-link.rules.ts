import { gtin14Of, gtinProblem } from './gtin.rules';

/**
 * What a GS1 Digital Link path of a trade item names: its GTIN (14 digits) and the key
 * qualifiers the platform answers, consumer product variant (AI 22), batch or lot (AI 10) and
 * serial number (AI 21).
 */
export interface DigitalLinkKey {
  gtin: string;
  cpv?: string;
  lot?: string;
  serial?: string;
}

/** The key qualifiers of AI 01, in the order the GS1 Digital Link URI syntax puts them. */
const qualifiers = [
  { ai: '22', field: 'cpv', name: 'consumer product variant' },
  { ai: '10', field: 'lot', name: 'batch or lot' },
  { ai: '21', field: 'serial', name: 'serial number' },
] as const;

/** AI 22, 10 and 21 are each at most 20 characters of GS1's set of 82 (GS1 General Specifications). */
const qualifierMaxLength = 20;
const gs1Characters = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/**
 * A value percent-encoded as the Digital Link URI syntax asks: everything but letters, digits
 * and `-._~` is escaped. encodeURIComponent leaves `!'()*` as they are; GS1 escapes them too.
 */
export const encodeAiValue = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The canonical path of a key: the 14-digit GTIN, then its qualifiers in the standard's order. */
export function digitalLinkPathOf(key: DigitalLinkKey): string {
  const parts = [`/01/${key.gtin}`];
  for (const { ai, field } of qualifiers) {
    const value = key[field];
    if (value !== undefined) parts.push(`/${ai}/${encodeAiValue(value)}`);
  }
  return parts.join('');
}

/** The Digital Link a label carries for a serialised item: `https://{host}/01/{gtin14}/21/{serial}`. */
export const digitalLinkOf = (publicBaseUrl: string, gtin: string, serial: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}${digitalLinkPathOf({ gtin: gtin14Of(gtin), serial })}`;

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * Reads the path of a GS1 Digital Link URI of a trade item (no query string): `/01/{gtin}`
 * with optional `/22/`, `/10/` and `/21/` qualifiers, in that order and each once. A GTIN-8,
 * -12 or -13 is taken as its 14-digit form. One trailing slash is tolerated, as the resolver
 * standard recommends. Anything else is a problem, in words a developer can act on.
 */
export function parseDigitalLinkPath(path: string): DigitalLinkKey | { problem: string } {
  const segments = path.replace(/^\//, '').replace(/\/$/, '').split('/');
  if (segments[0] !== '01' || segments.length < 2)
    return { problem: 'A GS1 Digital Link path starts with /01/ and a GTIN' };
  if (segments.length % 2 !== 0)
    return {
      problem: 'A GS1 Digital Link path is pairs of an application identifier and its value',
    };
  const gtin = decoded(segments[1]!) ?? '';
  const gtinIssue = gtinProblem(gtin);
  if (gtinIssue) return { problem: gtinIssue };
  const key: DigitalLinkKey = { gtin: gtin14Of(gtin) };
  let next = 0;
  for (let i = 2; i < segments.length; i += 2) {
    const ai = segments[i]!;
    const at = qualifiers.findIndex((qualifier) => qualifier.ai === ai);
    if (at < next) {
      return {
        problem:
          at < 0
            ? `Application identifier '${ai.slice(0, 10)}' is not a key qualifier of a GTIN here: use 22, 10 and 21`
            : `Application identifier ${ai} is out of place: the qualifiers of a GTIN come in the order 22, 10, 21, each once`,
      };
    }
    const { field, name } = qualifiers[at]!;
    const value = decoded(segments[i + 1]!);
    if (value === undefined)
      return { problem: `The ${name} (AI ${ai}) is not properly percent-encoded` };
    if (value.length > qualifierMaxLength || !gs1Characters.test(value)) {
      return {
        problem: `The ${name} (AI ${ai}) must be 1 to ${qualifierMaxLength} characters of the GS1 character set`,
      };
    }
    key[field] = value;
    next = at + 1;
  }
  return key;
}

import { gtin14Of, gtinProblem } from './gtin.rules';

/**
 * What a GS1 Digital Link path of a trade item names: its GTIN (14 digits) and its key
 * qualifiers: consumer product variant (AI 22), batch or lot (AI 10) and serial number (AI 21),
 * or instead of those a third-party controlled, serialised extension of the GTIN (AI 235, TPX).
 */
export interface DigitalLinkKey {
  gtin: string;
  cpv?: string;
  lot?: string;
  serial?: string;
  tpx?: string;
}

type QualifierField = 'cpv' | 'lot' | 'serial' | 'tpx';
interface Qualifier {
  ai: string;
  field: QualifierField;
  name: string;
  maxLength: number;
}

/**
 * The key qualifiers of AI 01, in the order the GS1 Digital Link URI syntax (1.4) puts them:
 * two alternative sequences, 22, 10, 21 (each optional, in that order) or 235 alone; the two
 * are not mixed (GS1's syntax dictionary: `dlpkey=22,10,21|235`, and AI 21 `ex=235`). 22, 10
 * and 21 are at most 20 characters of GS1's set of 82, 235 at most 28 (GS1 General
 * Specifications).
 */
const qualifierSequences: readonly (readonly Qualifier[])[] = [
  [
    { ai: '22', field: 'cpv', name: 'consumer product variant', maxLength: 20 },
    { ai: '10', field: 'lot', name: 'batch or lot', maxLength: 20 },
    { ai: '21', field: 'serial', name: 'serial number', maxLength: 20 },
  ],
  [
    {
      ai: '235',
      field: 'tpx',
      name: 'third-party controlled serialised extension',
      maxLength: 28,
    },
  ],
];
const qualifiers = qualifierSequences.flat();
/** The application identifiers that may follow a GTIN in a Digital Link path. */
export const gtinQualifierAis: readonly string[] = qualifiers.map(({ ai }) => ai);

/** GS1's character set 82, the characters of AI 10, 21, 22 and 235 values. */
export const gs1Characters = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

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
 * with optional `/22/`, `/10/` and `/21/` qualifiers, in that order and each once, or with
 * `/235/` alone. A GTIN-8, -12 or -13 is taken as its 14-digit form. One trailing slash is
 * tolerated, as the resolver standard recommends. Anything else is a problem, in words a
 * developer can act on.
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
  // The sequence the first qualifier chose, and the place in it the next one must come after.
  let sequence: readonly Qualifier[] | undefined;
  let next = 0;
  for (let i = 2; i < segments.length; i += 2) {
    const ai = segments[i]!;
    sequence ??= qualifierSequences.find((candidates) => candidates.some((q) => q.ai === ai));
    const at = sequence?.findIndex((qualifier) => qualifier.ai === ai) ?? -1;
    if (at < next) return { problem: misplacedProblem(ai, sequence) };
    const { field, name, maxLength } = sequence![at]!;
    const value = decoded(segments[i + 1]!);
    if (value === undefined)
      return { problem: `The ${name} (AI ${ai}) is not properly percent-encoded` };
    if (value.length > maxLength || !gs1Characters.test(value)) {
      return {
        problem: `The ${name} (AI ${ai}) must be 1 to ${maxLength} characters of the GS1 character set`,
      };
    }
    key[field] = value;
    next = at + 1;
  }
  return key;
}

function misplacedProblem(ai: string, sequence: readonly Qualifier[] | undefined): string {
  if (!gtinQualifierAis.includes(ai))
    return `Application identifier '${ai.slice(0, 10)}' is not a key qualifier of a GTIN here: use 22, 10 and 21, or 235`;
  if (ai === '235' || sequence?.[0]?.ai === '235')
    return 'Application identifier 235 stands alone after a GTIN: it is not combined with 22, 10 or 21';
  return `Application identifier ${ai} is out of place: the qualifiers of a GTIN come in the order 22, 10, 21, each once`;
}

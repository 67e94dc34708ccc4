/**
 * The GS1 primary identification keys a Digital Link path may start with, by application
 * identifier, with GS1's short title (GS1 Barcode Syntax Dictionary: the AIs flagged
 * `dlpkey`). The platform prints and resolves GTINs (AI 01) only; the others are named so a
 * request for one is told so, rather than shown some other page.
 */
export const gs1PrimaryKeys: Readonly<Record<string, string>> = {
  '00': 'SSCC',
  '01': 'GTIN',
  '253': 'GDTI',
  '255': 'GCN',
  '401': 'GINC',
  '402': 'GSIN',
  '414': 'GLN of a physical location',
  '415': 'GLN of the invoicing party',
  '417': 'party GLN',
  '8003': 'GRAI',
  '8004': 'GIAI',
  '8006': 'ITIP',
  '8010': 'CPID',
  '8013': 'GMN',
  '8017': 'GSRN of a provider',
  '8018': 'GSRN of a recipient',
};

/**
 * The "convenience alphas" older Digital Links could use instead of a primary key's number
 * (`/gtin/…`, `/sscc/…`). GS1 Digital Link 1.4 no longer has them; they are listed so such a
 * path is recognised as meant for a resolver.
 */
const convenienceAlphas: Readonly<Record<string, string>> = {
  gtin: '01',
  itip: '8006',
  gmn: '8013',
  cpid: '8010',
  gln: '414',
  payTo: '415',
  party: '417',
  gsrnp: '8017',
  gsrn: '8018',
  gcn: '255',
  sscc: '00',
  gdti: '253',
  ginc: '401',
  gsin: '402',
  grai: '8003',
  giai: '8004',
};

/**
 * The shape of a compressed GS1 Digital Link's segment as the resolver takes it: base64url
 * characters with at least one capital letter or digit. The console's screens are lower-case
 * words (`/company_list`), which GS1's toolkit would otherwise try to decompress, so they never
 * have this shape.
 */
export const compressedShape = /^[a-z_-]*[A-Z0-9][A-Za-z0-9_-]*$/;

/** The primary keys this platform resolves: GTINs, the keys its labels print. */
export const servedPrimaryKeys = ['01'] as const;

/** Why a path starting with an unserved primary key (`/00/…`, `/414/…`) has no answer here. */
export const unservedKeyProblem = (ai: string): string =>
  `This resolver answers GTINs (/01/) only: the GS1 key ${ai.slice(0, 10)} (${gs1PrimaryKeys[ai] ?? 'not a GS1 primary key'}) is not resolved here`;

/**
 * Why a path that reads as a GS1 Digital Link is not one this platform answers, or undefined
 * for a path that does not read as one (which is some other page's business). It reads as one
 * when a segment is a GS1 primary key or its old alpha name, followed by a value that starts
 * with a digit (every key's value starts with a GS1 Company Prefix):
 * - at the root with another key than 01: the key is not served;
 * - after other segments (`/brand/01/…`): a custom path prefix, which the platform's links
 *   never carry (they are `{PUBLIC_BASE_URL}/01/…`), so it is not served either.
 * - a compressed Digital Link's segment after other segments: a prefix again.
 * `/01/…` and a compressed segment at the root are the resolver's own routes, answered before
 * this is asked.
 */
export function digitalLinkPathNotServed(path: string): string | undefined {
  const segments = path.split(/[?#]/)[0]!.replace(/^\//, '').split('/');
  for (let at = 0; at + 1 < segments.length; at++) {
    const segment = segments[at]!;
    const ai = Object.hasOwn(gs1PrimaryKeys, segment)
      ? segment
      : Object.hasOwn(convenienceAlphas, segment)
        ? convenienceAlphas[segment]!
        : undefined;
    // Every primary key's value starts with a GS1 Company Prefix, so with a digit.
    if (ai === undefined || !/^\d/.test(segments[at + 1]!)) continue;
    if (at > 0)
      return 'This resolver answers GS1 Digital Links at the root of its address (/01/…): a path before the key is not served';
    if (segment !== ai)
      return `GS1 Digital Link 1.4 names keys by number: use /${ai}/ rather than /${segment}/`;
    if (ai !== '01') return unservedKeyProblem(ai);
  }
  const last = segments.at(-1) ?? '';
  if (segments.length > 1 && last.length >= 10 && compressedShape.test(last))
    return 'This resolver answers compressed GS1 Digital Links at the root of its address: a path before one is not served';
  return undefined;
}

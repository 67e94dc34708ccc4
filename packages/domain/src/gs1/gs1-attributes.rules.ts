import type { DigitalLinkKey } from './digital-link.rules';

/** A GS1 data attribute of a Digital Link's query string: an application identifier and its value. */
export interface Gs1Attribute {
  ai: string;
  value: string;
}

/** How an attribute is named in a refusal: `17=ABCDEF`, a long value cut. */
export const attributeLabel = ({ ai, value }: Gs1Attribute): string =>
  `${ai.slice(0, 10)}=${value.length > 40 ? `${value.slice(0, 40)}…` : value}`;

/** A query component decoded as a form does: `+` is a space (GS1's syntax engine reads it so). */
const decodedQueryPart = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/**
 * The GS1 data attributes of a Digital Link's query string (no leading `?`): the pairs whose key
 * is all digits, an application identifier. Any other key (linkType, context, a campaign's
 * utm_source, a bare flag) is not GS1's and is left alone; empty pairs (`&&`) are skipped, as
 * GS1's syntax engine does. An attribute without a value, badly percent-encoded or given twice
 * is a problem naming it.
 */
export function gs1AttributesOf(
  query: string,
): { attributes: Gs1Attribute[] } | { problem: string } {
  const attributes: Gs1Attribute[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const ai = decodedQueryPart(equals < 0 ? pair : pair.slice(0, equals));
    if (ai === undefined || !/^\d+$/.test(ai)) continue;
    const text = equals < 0 ? '' : pair.slice(equals + 1);
    if (text === '')
      return { problem: `GS1 attribute ${ai.slice(0, 10)} in the query string has no value` };
    const value = decodedQueryPart(text);
    if (value === undefined)
      return {
        problem: `GS1 attribute ${ai.slice(0, 10)} in the query string is not properly percent-encoded`,
      };
    if (attributes.some((attribute) => attribute.ai === ai))
      return {
        problem: `GS1 attribute ${ai.slice(0, 10)} is given more than once in the query string`,
      };
    attributes.push({ ai, value });
  }
  return { attributes };
}

/**
 * AIs that GS1's syntax rules forbid beside a GTIN (AI 01): its `ex=` list and those naming 01
 * in theirs (GS1 Barcode Syntax Dictionary: 01 `ex=255,37`; 02 and 03 `ex=01`; 255 and 8006
 * `ex=01`).
 */
const exclusiveWithGtin: Readonly<Record<string, string>> = {
  '02': 'the GTIN of contained items',
  '03': 'a made-to-order GTIN',
  '37': 'a count of contained items',
  '255': 'a GCN',
  '8006': 'an ITIP',
};

/** Date attributes and whether their day may be 00 ("no day", GS1's YYMMD0) or not (YYMMDD). */
const dateAttributes: Readonly<Record<string, 'YYMMD0' | 'YYMMDD'>> = {
  '11': 'YYMMD0',
  '12': 'YYMMD0',
  '13': 'YYMMD0',
  '15': 'YYMMD0',
  '16': 'YYMMD0',
  '17': 'YYMMD0',
  '4326': 'YYMMDD',
  '7006': 'YYMMDD',
  '7007': 'YYMMDD',
};

/**
 * Whether six digits are a calendar date. The century is GS1's sliding window around today,
 * which only matters for 29 February: within any hundred years that excludes 1900 and 2100,
 * a year divisible by four is a leap year, so YY alone decides it.
 */
function isDate(yymmdd: string, dayMayBeZero: boolean): boolean {
  const [yy, mm, dd] = [0, 2, 4].map((at) => Number(yymmdd.slice(at, at + 2))) as [
    number,
    number,
    number,
  ];
  if (mm < 1 || mm > 12) return false;
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1]!;
  return dd <= days && (dd > 0 || dayMayBeZero);
}

/**
 * What GS1's syntax rules say against one attribute beside a Digital Link's path, beyond the
 * grammar of its value (which digital-link.js checks on the server): the path's own keys again
 * in the query, AIs forbidden beside a GTIN, and dates that are not dates. undefined when none.
 */
export function gs1AttributeProblem(
  attribute: Gs1Attribute,
  key: DigitalLinkKey,
): string | undefined {
  const { ai, value } = attribute;
  const label = attributeLabel(attribute);
  if (ai === '01')
    return `GS1 attribute ${label}: the GTIN is the path's key, not a query attribute`;
  // The qualifiers of the path's sequence belong in the path (22, 10, 21; or 235). With 235,
  // 10 and 22 may be attributes; 21 may not stand beside 235 at all.
  const pathQualifiers = key.tpx === undefined ? ['22', '10', '21'] : ['235'];
  if (pathQualifiers.includes(ai))
    return `GS1 attribute ${label}: AI ${ai} is a key qualifier and belongs in the path after the GTIN, not in the query string`;
  if (ai === '21' || (ai === '235' && key.serial !== undefined))
    return `GS1 attribute ${label}: a serial number (AI 21) and AI 235 are not given together`;
  if (Object.hasOwn(exclusiveWithGtin, ai))
    return `GS1 attribute ${label}: ${exclusiveWithGtin[ai]} (AI ${ai}) is not given with a GTIN`;
  const form = Object.hasOwn(dateAttributes, ai) ? dateAttributes[ai] : undefined;
  if (form && /^(\d{6})+$/.test(value) && value.length <= 12) {
    const dates = value.match(/\d{6}/g)!;
    if (!dates.every((date) => isDate(date, form === 'YYMMD0')))
      return `GS1 attribute ${label} is not a date (${form})`;
  }
  return undefined;
}

import { createRequire } from 'node:module';
import type digitalLinkModule from 'digital-link.js';
import {
  attributeLabel,
  encodeAiValue,
  gs1AttributeProblem,
  gs1AttributesOf,
  type DigitalLinkKey,
} from '@veritag/domain';

/*
 * GS1's toolkit is loaded on first use, not at import: it builds its tables with for-in over
 * arrays, which breaks when a library loaded before it has added to Array.prototype (drizzle-kit,
 * in the migration tests), and it keeps its tables off the server's start.
 */
let loaded: typeof digitalLinkModule | undefined;
const digitalLinkJs = () =>
  (loaded ??= createRequire(import.meta.url)('digital-link.js') as typeof digitalLinkModule);

/** A host for URIs handed to digital-link.js, which reads whole URIs; it is never contacted. */
const anyHost = 'https://resolver.invalid';
/** A GTIN to stand before one attribute when the grammar judges it alone. */
const anyGtinPath = '/01/09506000134352';

/**
 * What is wrong with the GS1 data attributes of a request's query string (its numeric keys),
 * or undefined when nothing is. Each is checked against GS1's Digital Link grammar as
 * digital-link.js compiles it (which AIs a query may carry, and the form of each value), then
 * against GS1's syntax rules the grammar does not hold (the domain's: the path's own keys again,
 * AIs forbidden beside a GTIN, dates that are not dates). digital-link.js judges the path too,
 * but its grammar refuses `/235/` (an ordered choice tries 01's 22, 10, 21 sequence first), so
 * the path is the domain parser's and the grammar sees each attribute behind a plain GTIN.
 */
export function queryProblem(queryText: string, key: DigitalLinkKey): string | undefined {
  const read = gs1AttributesOf(queryText);
  if ('problem' in read) return read.problem;
  for (const attribute of read.attributes) {
    const { ai, value } = attribute;
    // Re-encoded the way GS1 writes values, so the grammar judges the value, not the sender's
    // choice of which characters to escape.
    const uri = `${anyHost}${anyGtinPath}?${ai}=${encodeAiValue(value)}`;
    if (!digitalLinkJs().DigitalLink(uri).isValid())
      return `GS1 attribute ${attributeLabel(attribute)} in the query string is not valid: AI ${ai.slice(0, 10)} is not one a Digital Link may carry, or its value is not of its form`;
    const problem = gs1AttributeProblem(attribute, key);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The longest compressed segment read. Fastify's path parameters stop at 100 characters
 * (its maxParamLength; a longer one is a 414 before this is asked); this bound stands in case
 * that limit is raised. A QR code's compressed link is far shorter.
 */
export const compressedMaxLength = 1024;

/**
 * GS1's toolkit decodes a run of digits through a JavaScript number, so one of more than 15
 * digits comes out rounded (seen here: serial 12345678901234567890 came back as
 * 12345678901234567000; an 18-digit SSCC fails its check digit). A GTIN (14 digits) is exact.
 */
const exactDigits = 15;

/**
 * The uncompressed path and query of a compressed GS1 Digital Link's path segment (GS1 Digital
 * Link: Compression, through GS1's toolkit in digital-link.js), `inexact` when it holds a
 * number the toolkit cannot decode exactly; undefined when the segment does not decompress.
 * The toolkit throws on bad input, sometimes a bare string: any throw is "not a compressed
 * Digital Link". Measured on 3,000 random segments of up to 4,000 characters: every one
 * answered or threw within 30 ms.
 */
export function decompressedPath(
  segment: string,
): { path: string; query: string; inexact: boolean } | undefined {
  if (segment.length > compressedMaxLength) return undefined;
  let uncompressed: URL;
  try {
    uncompressed = new URL(digitalLinkJs().Utils.decompressWebUri(`${anyHost}/${segment}`));
  } catch {
    return undefined;
  }
  const values = [
    ...uncompressed.pathname.split('/').filter((_, at) => at % 2 === 0),
    ...[...uncompressed.searchParams.values()],
  ];
  return {
    path: uncompressed.pathname,
    query: uncompressed.search.replace(/^\?/, ''),
    inexact: values.some((value) => new RegExp(`^\\d{${exactDigits + 1},}$`).test(value)),
  };
}

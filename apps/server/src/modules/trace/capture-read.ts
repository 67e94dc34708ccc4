import * as v from 'valibot';
import {
  codeOfIdentifier,
  declaredPrefixesOf,
  EpcisEventSchema,
  outsideProfile,
  referenceOfBizTransaction,
  traceActionOf,
  type Destination,
  type EpcisEvent,
} from '@veritag/domain';
import type { CodesService } from '../codes';
import { epcisEventIssues } from './epcis-schema/epcis-schema';
import { eventIdOf } from './epcis-event-id';
import { epcisUris, productGtins, withUris } from './epcis-uris';
import { named, refusal, type TracedCode, type Tx } from './trace-sql';

/**
 * An event of the document, understood: its action on resolved codes, the event as it is stored
 * (identifiers as URIs), and its EPCIS event ID (its own, or its hash).
 */
export type ReadEvent = { at: number; event: EpcisEvent; eventId: string } & (
  | { kind: 'pack'; parent: TracedCode; children: TracedCode[] }
  | { kind: 'unpack'; parent: TracedCode; children: TracedCode[] }
  | { kind: 'inward'; codes: TracedCode[] }
  | { kind: 'outward'; codes: TracedCode[]; reference: string; destination?: Destination }
  | { kind: 'receive'; codes: TracedCode[]; references: string[] }
  | { kind: 'observe'; parent?: TracedCode; codes: TracedCode[] }
);

const isDocument = (
  body: Record<string, unknown>,
): body is { epcisBody: { eventList: unknown[] } } => body.type === 'EPCISDocument';

/** The first issue of a refused event, with where it is (`childEPCs.3`). */
function issueOf(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = issue.path?.map((item) => String(item.key)).join('.');
  // A missing key's issue says "Invalid key: Expected ...": the field's name says it better.
  if (path && issue.input === undefined) return `${path} is required`;
  return path ? `${path}: ${issue.message}` : issue.message;
}

export interface CaptureContext {
  codes: CodesService;
  companyId: number;
  publicBaseUrl: string;
}

/**
 * Reads a document: each event checked against the profile, each identifier turned into a code
 * of the company. Every code the document names is looked up in one statement; a code the
 * platform never issued and one of another company read the same (never say it exists). The
 * event is then written as it is stored (identifiers as URIs) and checked against GS1's schema.
 */
export async function readDocument(
  tx: Tx,
  { codes, companyId, publicBaseUrl }: CaptureContext,
  body: Record<string, unknown>,
): Promise<ReadEvent[]> {
  const raw = isDocument(body) ? body.epcisBody.eventList : [body];
  const context = body['@context'];
  const declared = declaredPrefixesOf(context);
  const parsed = raw.map((item, at) => {
    const outside =
      item && typeof item === 'object'
        ? outsideProfile(item as Record<string, unknown>, declared)
        : 'an event is an object';
    if (outside) throw refusal(400, at, outside);
    const checked = v.safeParse(EpcisEventSchema, item);
    if (!checked.success) throw refusal(400, at, issueOf(checked.issues));
    const action = traceActionOf(checked.output);
    if ('problem' in action) throw refusal(400, at, action.problem);
    return { at, event: checked.output, action };
  });

  const codeOf = (identifier: string, at: number): string => {
    const code = codeOfIdentifier(identifier);
    if (typeof code !== 'string') throw refusal(400, at, code.problem);
    return code;
  };
  const asked = parsed.map(({ at, action }) =>
    [...('parent' in action && action.parent ? [action.parent] : []), ...listedOf(action)].map(
      (identifier) => codeOf(identifier, at),
    ),
  );

  const known = new Map<string, TracedCode>();
  const issued = (await codes.findMany(tx, [...new Set(asked.flat())])).filter(
    (code) => code.companyId === companyId,
  );
  const facts = new Map<string, { productId: number | null; customerId: number | null }>();
  for (const code of issued) {
    const key = `${code.batch.kind}:${code.batch.id}`;
    if (!facts.has(key)) {
      const batch = await codes.describeBatch(tx as never, code.batch);
      facts.set(key, {
        productId: batch?.productId ?? null,
        customerId: batch?.customerId ?? null,
      });
    }
    known.set(code.code, { id: code.id, code: code.code, ...facts.get(key)! });
  }
  asked.forEach((list, at) => {
    const unknown = list.filter((code) => !known.has(code));
    if (unknown.length > 0)
      throw refusal(
        400,
        at,
        `${unknown.length === 1 ? 'code' : 'codes'} ${named(unknown)} ${unknown.length === 1 ? 'is' : 'are'} not known to your company`,
      );
  });

  const gtinOfProduct = productGtins(tx as never, companyId);
  const gtinOf = new Map<string, string | null>();
  for (const code of known.values()) gtinOf.set(code.code, await gtinOfProduct(code.productId));
  const uris = epcisUris(publicBaseUrl, companyId, gtinOf);
  const referenceOf = (reference: string) =>
    referenceOfBizTransaction(publicBaseUrl, companyId, reference);

  return parsed.map(({ at, event, action }): ReadEvent => {
    const traced = (list: string[]) => list.map((identifier) => known.get(codeOf(identifier, at))!);
    const stored = withUris(event, uris) as EpcisEvent;
    const issues = epcisEventIssues(stored);
    if (issues.length > 0)
      throw refusal(
        400,
        at,
        `${issues[0]!.at} ${issues[0]!.message} (GS1's EPCIS 2.0 JSON schema)`,
      );
    const eventId = eventIdOf(stored, context);
    const read = { at, event: stored, eventId };
    switch (action.kind) {
      case 'pack':
      case 'unpack':
        return {
          ...read,
          kind: action.kind,
          parent: traced([action.parent])[0]!,
          children: traced(action.children),
        };
      case 'inward':
        return { ...read, kind: 'inward', codes: traced(action.codes) };
      case 'outward':
        return {
          ...read,
          kind: 'outward',
          codes: traced(action.codes),
          reference: referenceOf(action.reference),
          ...(action.destination ? { destination: action.destination } : {}),
        };
      case 'receive':
        return {
          ...read,
          kind: 'receive',
          codes: traced(action.codes),
          references: action.references.map(referenceOf),
        };
      case 'observe':
        return {
          ...read,
          kind: 'observe',
          ...(action.parent ? { parent: traced([action.parent])[0]! } : {}),
          codes: traced(action.codes),
        };
    }
  });
}

const listedOf = (action: ReturnType<typeof traceActionOf>): string[] =>
  'problem' in action ? [] : 'children' in action ? action.children : action.codes;

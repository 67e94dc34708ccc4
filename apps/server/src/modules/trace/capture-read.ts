import * as v from 'valibot';
import {
  codeOfIdentifier,
  EpcisEventSchema,
  traceActionOf,
  type Destination,
  type EpcisEvent,
} from '@veritag/domain';
import type { CodesService } from '../codes';
import { named, refusal, type TracedCode, type Tx } from './trace-sql';

/** An event of the document, understood: its action on resolved codes, and the event as received. */
export type ReadEvent = { at: number; event: EpcisEvent } & (
  | { kind: 'pack'; parent: TracedCode; children: TracedCode[] }
  | { kind: 'unpack'; parent: TracedCode; children: TracedCode[] }
  | { kind: 'inward'; codes: TracedCode[] }
  | { kind: 'outward'; codes: TracedCode[]; reference: string; destination: Destination }
  | { kind: 'receive'; codes: TracedCode[]; reference: string }
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

/**
 * Reads a document: each event checked against the subset, each identifier turned into a code
 * of the company. Every code the document names is looked up in one statement; a code the
 * platform never issued and one of another company read the same (never say it exists).
 */
export async function readDocument(
  tx: Tx,
  codes: CodesService,
  companyId: number,
  body: Record<string, unknown>,
): Promise<ReadEvent[]> {
  const raw = isDocument(body) ? body.epcisBody.eventList : [body];
  const parsed = raw.map((item, at) => {
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
  const asked = parsed.map(({ at, action }) => {
    const listed = 'parent' in action ? [action.parent, ...action.children] : action.codes;
    return listed.map((identifier) => codeOf(identifier, at));
  });

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

  return parsed.map(({ at, event, action }): ReadEvent => {
    const traced = (list: string[]) => list.map((identifier) => known.get(codeOf(identifier, at))!);
    switch (action.kind) {
      case 'pack':
      case 'unpack':
        return {
          at,
          event,
          kind: action.kind,
          parent: traced([action.parent])[0]!,
          children: traced(action.children),
        };
      case 'inward':
        return { at, event, kind: 'inward', codes: traced(action.codes) };
      case 'outward':
        return {
          at,
          event,
          kind: 'outward',
          codes: traced(action.codes),
          reference: action.reference,
          destination: action.destination,
        };
      case 'receive':
        return {
          at,
          event,
          kind: 'receive',
          codes: traced(action.codes),
          reference: action.reference,
        };
    }
  });
}

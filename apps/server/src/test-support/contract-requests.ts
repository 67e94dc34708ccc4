import { apiRoot, contract, type CallSpec } from '@veritag/api';
import { call as callOf, paramNames, pathPattern } from './api-calls';
import type { TestApp } from './test-app';

/** The contract group a call is declared in (`guilloche`, `companies`, ...). */
export const groupOf = (call: CallSpec): string =>
  Object.entries(contract).find(([, calls]) => Object.values(calls).includes(call as never))?.[0] ??
  'unknown';

export interface SampleRecord {
  group: string;
  record: Record<string, unknown>;
  /** The list-like call whose reply held it: who may read it is who may make that call. */
  source: CallSpec;
  /** A record the call lists itself, not one nested inside another. */
  top: boolean;
}

/** The records a reply lists: its items, a page's content, or the one object it is. */
export function topRecords(reply: unknown): Record<string, unknown>[] {
  if (Array.isArray(reply)) return reply.filter((item) => item && typeof item === 'object');
  if (reply === null || typeof reply !== 'object') return [];
  const content = (reply as { content?: unknown }).content;
  return Array.isArray(content) ? topRecords(content) : [reply as Record<string, unknown>];
}

/**
 * Records of a group that has no list call of its own, known by the field of their owner they
 * are listed under: a vendor's, customer's or plant's `contectPersons` are the records of
 * `DELETE contect-people/{id}`. Who may read one is who may make the owner's list call.
 */
const nestedGroups: Readonly<Record<string, string>> = { contectPersons: 'contactPeople' };

interface FoundRecord {
  record: Record<string, unknown>;
  /** Set for a record of a nested group (see nestedGroups). */
  group?: string;
}

function recordsIn(value: unknown, out: FoundRecord[], depth = 0, group?: string): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) return value.forEach((item) => recordsIn(item, out, depth + 1, group));
  const record = value as Record<string, unknown>;
  if (
    'id' in record ||
    Object.values(record).some((v) => typeof v === 'string' && v.startsWith(`${apiRoot}/`))
  )
    out.push({ record, group });
  Object.entries(record).forEach(([key, child]) =>
    recordsIn(child, out, depth + 1, nestedGroups[key]),
  );
}

/**
 * Records that exist now, read through every bound list-like call (a GET without path
 * parameters) as the given callers: what a generated request can aim at.
 */
export async function sampleRecords(
  t: TestApp,
  calls: Iterable<CallSpec>,
  tokens: string[],
): Promise<SampleRecord[]> {
  const samples: SampleRecord[] = [];
  for (const call of calls) {
    if (call.method !== 'GET' || paramNames(call).length > 0 || typeof call.reply !== 'object')
      continue;
    for (const token of tokens) {
      const reply = await callOf(t, call, {}, token);
      if (reply.status !== 200) continue;
      const found: FoundRecord[] = [];
      const json: unknown = reply.body;
      recordsIn(json, found);
      const top = new Set(topRecords(json));
      samples.push(
        ...found.map(({ record, group }) => ({
          group: group ?? groupOf(call),
          record,
          source: call,
          top: group !== undefined || top.has(record),
        })),
      );
    }
  }
  return samples;
}

/**
 * Calls on the caller's own account (`PUT account`, the profile) aim at no record of their
 * group, whatever is sent: they are never another company's record.
 */
const onOwnAccount = (call: CallSpec) =>
  call.path === '/account' || call.path.startsWith('/account/');

/** A record of the call's own group, if one exists. */
export const sampleOf = (call: CallSpec, samples: SampleRecord[]) =>
  onOwnAccount(call)
    ? undefined
    : samples.find((s) => s.group === groupOf(call) && s.top && 'id' in s.record)?.record;

/**
 * The path of a call aimed at an existing record: a parameter is the same-named field of a
 * record of the call's group, or is read from any stored link that matches the call's path
 * (an `imageUrl` of `/api/files/...` gives the file call its id). `null` when none is found.
 */
export function pathFor(
  call: CallSpec,
  samples: SampleRecord[],
): { path: string; via?: SampleRecord } | null {
  const names = paramNames(call);
  if (names.length === 0) return { path: `${apiRoot}${call.path}` };
  const own = samples.find(
    (s) =>
      s.group === groupOf(call) && s.top && names.every((name) => s.record[name] !== undefined),
  );
  if (own) {
    return {
      path: `${apiRoot}${call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(own.record[name])))}`,
      via: own,
    };
  }
  const pattern = pathPattern(call);
  for (const sample of samples) {
    const link = Object.values(sample.record).find(
      (value) => typeof value === 'string' && pattern.test(value),
    );
    if (typeof link === 'string') return { path: link, via: sample };
  }
  return null;
}

/**
 * A body that echoes a record of the call's group: valid for most edits, and aimed at that
 * record. A form takes the record's plain fields only.
 */
export function bodyFor(
  call: CallSpec,
  samples: SampleRecord[],
): Record<string, unknown> | undefined {
  if (call.method === 'GET' || call.method === 'DELETE') return undefined;
  const record = sampleOf(call, samples) ?? {};
  if (!call.multipart) return record;
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && typeof value !== 'object'),
  );
}

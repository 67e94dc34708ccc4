/**
 * CBV values as EPCIS 2.0 JSON writes them (decision 0432): GS1's JSON schema refuses the EPCIS
 * 1.x URN forms (`urn:epcglobal:cbv:bizstep:shipping`), which senders of the XML era and the
 * scan station still send. Capture takes them and stores the bare CBV name, as GS1's schema
 * and its web vocabulary (`https://ref.gs1.org/cbv/BizStep-shipping`) both read it.
 */
const urnPrefixes = {
  bizStep: 'urn:epcglobal:cbv:bizstep:',
  disposition: 'urn:epcglobal:cbv:disp:',
  bizTransaction: 'urn:epcglobal:cbv:btt:',
  sourceDest: 'urn:epcglobal:cbv:sdt:',
} as const;

/** The GS1 web vocabulary's prefix of each kind (`https://ref.gs1.org/cbv/BizStep-shipping`). */
const webPrefixes = { bizStep: 'BizStep-', disposition: 'Disp-' } as const;

/** A business step's or disposition's bare CBV name, from any of its three spellings. */
export function cbvNameOf(kind: keyof typeof webPrefixes, value: string): string {
  const urn = urnPrefixes[kind];
  if (value.startsWith(urn)) return value.slice(urn.length);
  return value.replace(new RegExp(`^https?://ref\\.gs1\\.org/cbv/${webPrefixes[kind]}`), '');
}

const bare = (value: unknown, prefix: string) =>
  typeof value === 'string' && value.startsWith(prefix) ? value.slice(prefix.length) : value;

type Json = Record<string, unknown>;
const typed = (list: unknown, prefix: string) =>
  Array.isArray(list)
    ? list.map((entry: Json) =>
        entry && typeof entry === 'object' ? { ...entry, type: bare(entry.type, prefix) } : entry,
      )
    : list;

/** The event with its CBV URN values written bare; anything else as it came. */
export function withBareVocabulary(event: Json): Json {
  const out: Json = { ...event };
  if ('bizStep' in event) out.bizStep = bare(event.bizStep, urnPrefixes.bizStep);
  if ('disposition' in event) out.disposition = bare(event.disposition, urnPrefixes.disposition);
  if ('bizTransactionList' in event)
    out.bizTransactionList = typed(event.bizTransactionList, urnPrefixes.bizTransaction);
  if ('sourceList' in event) out.sourceList = typed(event.sourceList, urnPrefixes.sourceDest);
  if ('destinationList' in event)
    out.destinationList = typed(event.destinationList, urnPrefixes.sourceDest);
  const persistent = event.persistentDisposition as { set?: unknown; unset?: unknown } | undefined;
  if (persistent && typeof persistent === 'object')
    out.persistentDisposition = Object.fromEntries(
      Object.entries(persistent).map(([key, values]) => [
        key,
        Array.isArray(values)
          ? values.map((value) => bare(value, urnPrefixes.disposition))
          : values,
      ]),
    );
  return out;
}

import { createRequire } from 'node:module';

/*
 * The EPCIS event hash (CBV 2.0, "event hash ID") as GS1 France's epcis2.js computes it. A
 * library of the field rather than our own: the pre-hash string has many rules (field order,
 * identifier normalisation, extensions), and one implementation kept by others beats a second
 * one kept by us (decision 0434). It is CommonJS without types: loaded through require.
 */
type EventToHashedId = (
  event: object,
  context: Record<string, string>,
  throwError?: boolean,
) => string;
// Loaded on first use: its bundle (GS1's Digital Link toolkit among it) builds tables with for-in
// over arrays at load, and stays off the server's start until an event needs hashing.
let loaded: EventToHashedId | undefined;
const eventToHashedId: EventToHashedId = (...args) =>
  (loaded ??= (createRequire(import.meta.url)('epcis2.js') as { eventToHashedId: EventToHashedId })
    .eventToHashedId)(...args);

/** The namespaces a document's @context declares, as the hash names extension fields by them. */
function namespacesOf(context: unknown): Record<string, string> {
  const namespaces: Record<string, string> = {};
  for (const entry of [context].flat())
    if (entry && typeof entry === 'object')
      for (const [prefix, namespace] of Object.entries(entry))
        if (typeof namespace === 'string') namespaces[prefix] = namespace;
  return namespaces;
}

/**
 * An event's EPCIS event ID: its own `eventID`, or its hash, so that the same event sent twice
 * is known as the same event (capture stores it once).
 */
export function eventIdOf(event: Record<string, unknown>, context: unknown): string {
  if (typeof event.eventID === 'string' && event.eventID.trim() !== '') return event.eventID.trim();
  // An empty list adds nothing to the pre-hash string, and epcis2.js fails on one: left out.
  // A copy, since epcis2.js rewrites the event it hashes (bare vocabulary into URIs).
  const listed = structuredClone(
    Object.fromEntries(
      Object.entries(event).filter(([, value]) => !(Array.isArray(value) && value.length === 0)),
    ),
  );
  return eventToHashedId(listed, namespacesOf(context), false);
}

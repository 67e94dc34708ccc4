/**
 * Veritag's EPCIS 2.0 profile (docs/epcis-profile.md, decision 0433): what capture refuses by
 * name before anything else, so nothing outside the profile is stored silently. Inside it, the
 * event's shape is checked by EpcisEventSchema, its action by traceActionOf, and the whole event
 * by GS1's JSON schema once its identifiers are read.
 */

/** The event types of the profile. */
export const profileEventTypes = ['ObjectEvent', 'AggregationEvent'] as const;

/** EPCIS 2.0 event types outside the profile, with what to do instead. */
const otherTypes: Record<string, string> = {
  TransformationEvent: 'Veritag does not record items made from other items',
  TransactionEvent:
    'name the consignment in bizTransactionList of a shipping or receiving ObjectEvent',
  AssociationEvent: 'pack with an AggregationEvent',
};

/** Fields of EPCIS 2.0 that the profile does not honour, and why. */
const unhonouredFields: Record<string, string> = {
  errorDeclaration:
    'retracting an event is not supported: capture the corrective event (unpacking, receiving...) instead',
  sensorElementList: 'sensor data is not recorded',
  quantityList:
    'quantities of a class are not stock Veritag keeps: it tracks serialised codes, list them in epcList',
  childQuantityList:
    'quantities of a class are not packed: Veritag packs serialised codes, list them in childEPCs',
  ilmd: 'instance and lot master data is not recorded',
  inputEPCList: 'this field belongs to TransformationEvent',
  outputEPCList: 'this field belongs to TransformationEvent',
};

/** The fields EPCIS 2.0 defines for an ObjectEvent or AggregationEvent (and any event). */
const standardFields = new Set([
  '@context',
  'type',
  'eventID',
  'eventTime',
  'recordTime',
  'eventTimeZoneOffset',
  'certificationInfo',
  'action',
  'bizStep',
  'disposition',
  'persistentDisposition',
  'readPoint',
  'bizLocation',
  'bizTransactionList',
  'sourceList',
  'destinationList',
  'epcList',
  'parentID',
  'childEPCs',
  ...Object.keys(unhonouredFields),
]);

/** Prefixes the EPCIS 2.0 context itself declares, and the platform's own. */
const standardPrefixes = ['epcis', 'cbv', 'gs1', 'rdfs', 'rdf', 'owl', 'xsd', 'dcterms', 'vt'];

/** The prefixes a document declares in its `@context` objects, with the standard ones. */
export function declaredPrefixesOf(context: unknown): Set<string> {
  const declared = new Set(standardPrefixes);
  for (const entry of [context].flat())
    if (entry && typeof entry === 'object') for (const key of Object.keys(entry)) declared.add(key);
  return declared;
}

/** Why an event is outside the profile, naming its type or field, or undefined when it is inside. */
export function outsideProfile(
  event: Record<string, unknown>,
  declaredPrefixes: Set<string>,
): string | undefined {
  const type = String(event.type ?? '');
  if (!(profileEventTypes as readonly string[]).includes(type)) {
    const instead = otherTypes[type];
    return instead
      ? `${type} is outside Veritag's EPCIS profile: ${instead}`
      : `type ${type.slice(0, 60) || '(none)'} is not an event type of the profile: send ObjectEvent or AggregationEvent`;
  }
  for (const key of Object.keys(event)) {
    const why = unhonouredFields[key];
    if (why) return `${key} is outside Veritag's EPCIS profile: ${why}`;
    // A full IRI names its own namespace; JSON-LD needs no prefix for it.
    if (standardFields.has(key) || key.includes('://')) continue;
    const prefix = /^([A-Za-z][\w.-]*):/.exec(key)?.[1];
    if (!prefix)
      return `${key.slice(0, 60)} is not a field of an EPCIS 2.0 ${type}: an extension field is named prefix:field, with its prefix declared in @context`;
    if (!declaredPrefixes.has(prefix))
      return `extension ${key.slice(0, 60)} uses the prefix ${prefix}, which the document's @context does not declare`;
  }
  return undefined;
}

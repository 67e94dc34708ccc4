import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import schema from './fixtures/EPCIS-JSON-Schema.json' with { type: 'json' };

// ajv-formats is CommonJS: under Node's ESM loader its default import is the module object.
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** GS1's schema uses keywords ajv's strict mode does not know ($comment-like annotations). */
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addSchema(schema, 'epcis');

let documentCheck: ValidateFunction | undefined;
let eventCheck: ValidateFunction | undefined;

/** An issue the schema found: where (a JSON pointer) and what. */
export interface SchemaIssue {
  at: string;
  message: string;
}

const issueOf = (error: ErrorObject): SchemaIssue => ({
  at: error.instancePath || '/',
  message: `${error.message ?? 'is not valid'}${
    error.keyword === 'additionalProperties'
      ? `: ${String((error.params as { additionalProperty?: string }).additionalProperty)}`
      : ''
  }`,
});

/** A whole EPCISDocument or EPCISQueryDocument against GS1's EPCIS 2.0 JSON schema. */
export function epcisDocumentIssues(document: unknown): SchemaIssue[] {
  documentCheck ??= ajv.getSchema('epcis')!;
  return documentCheck(document) ? [] : (documentCheck.errors ?? []).map(issueOf);
}

/** One event against the schema's event definitions (what a document's eventList holds). */
export function epcisEventIssues(event: unknown): SchemaIssue[] {
  eventCheck ??= ajv.compile({ $ref: 'epcis#/definitions/EPCIS-Document-Event' });
  return eventCheck(event) ? [] : (eventCheck.errors ?? []).map(issueOf);
}

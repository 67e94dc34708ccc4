import type * as v from 'valibot';
import { allCalls, apiRoot } from '../contract/contract';
import type { CallSpec } from '../contract/define-call';
import { ProblemSchema } from '../contract/problem';
import { schemaComponents, type JsonSchema, type TypeMode } from './schema-components';

type SchemaOf = (schema: v.GenericSchema, typeMode: TypeMode) => JsonSchema;

/**
 * Domain's required text reads a missing key as '' so the user is told "This field is
 * required"; the converter then sees a default and calls the field optional. A blank
 * default that must not be blank is a required field: say so, and drop the default.
 */
function requireBlankDefaults(node: JsonSchema): JsonSchema {
  for (const value of Object.values(node)) {
    if (value && typeof value === 'object') requireBlankDefaults(value as JsonSchema);
  }
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return node;
  const required = new Set((node.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    if (
      property.default === '' &&
      typeof property.minLength === 'number' &&
      property.minLength >= 1
    ) {
      delete property.default;
      required.add(name);
    }
  }
  node.required = [...required];
  return node;
}

function parametersOf(
  schemaOf: SchemaOf,
  schema: v.GenericSchema | undefined,
  where: 'path' | 'query',
) {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/**
 * A multipart form is one flat list of parts, so an `allOf` of objects (an edit form is the
 * add form plus a required id) is described as one object.
 */
function mergedObject(schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as JsonSchema[] | undefined;
  if (!parts?.every((part) => part.type === 'object')) return schema;
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as JsonSchema,
    required: [...new Set(parts.flatMap((part) => (part.required ?? []) as string[]))],
  };
}

function requestBodyOf(schemaOf: SchemaOf, call: CallSpec) {
  if (call.multipart) {
    const fields = mergedObject(schemaOf(call.multipart.fields, 'output'));
    const binary = { type: 'string', format: 'binary' };
    const files = Object.fromEntries(
      Object.entries(call.multipart.files).map(([name, slot]) => [
        name,
        (slot.maxCount ?? 1) > 1
          ? { type: 'array', items: binary, maxItems: slot.maxCount }
          : binary,
      ]),
    );
    const required = Object.entries(call.multipart.files)
      .filter(([, slot]) => slot.required)
      .map(([name]) => name);
    const schema = {
      ...fields,
      properties: { ...((fields.properties ?? {}) as object), ...files },
      required: [...((fields.required ?? []) as string[]), ...required],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  // Bodies are described by what the server keeps: a required field may arrive missing and
  // still fail with "This field is required", which input typing would show as optional.
  if (call.body)
    return {
      required: true,
      content: { 'application/json': { schema: schemaOf(call.body, 'output') } },
    };
  return undefined;
}

function successOf(schemaOf: SchemaOf, call: CallSpec) {
  if (call.reply === 'empty') return { '204': { description: 'Done' } };
  if (call.reply === 'html')
    return {
      '200': { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } },
    };
  if (call.reply === 'file') {
    return {
      '200': {
        description: 'The file',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  return {
    '200': {
      description: 'OK',
      content: { 'application/json': { schema: schemaOf(call.reply, 'output') } },
    },
  };
}

/** Said on every call the contract declares but this server does not answer yet. */
export const notServedNote =
  'Declared, not served yet: the contract has this call, but this server answers 404 until its module is built.';

interface DocumentOptions {
  version: string;
  /** Which calls need no token (the server knows; the contract does not). */
  isPublic: (call: CallSpec) => boolean;
  /** Which calls this server answers; without it the document describes the contract alone. */
  isServed?: (call: CallSpec) => boolean;
}

/** Each tag (the contract's area) says how much of it this server answers. */
function tagsOf(calls: { tag: string; served: boolean | undefined }[]) {
  const areas = new Map<string, { served: number; total: number }>();
  for (const { tag, served } of calls) {
    const area = areas.get(tag) ?? { served: 0, total: 0 };
    areas.set(tag, { served: area.served + (served === false ? 0 : 1), total: area.total + 1 });
  }
  return [...areas].map(([name, { served, total }]) => ({
    name,
    ...(calls.some((call) => call.served === undefined)
      ? {}
      : { description: `${served} of ${total} calls served` }),
  }));
}

/** The OpenAPI 3.1 document of the whole contract. */
export function openApiDocument(options: DocumentOptions) {
  const components = schemaComponents();
  const schemaOf: SchemaOf = (schema, typeMode) =>
    components.convert(schema, typeMode, requireBlankDefaults);
  const paths: Record<string, Record<string, unknown>> = {};
  const tagged: { tag: string; served: boolean | undefined }[] = [];
  for (const { id, call } of allCalls()) {
    const served = options.isServed?.(call);
    const tag = id.split('.')[0]!;
    tagged.push({ tag, served });
    const notes = [
      ...(served === false ? [notServedNote] : []),
      ...(call.ours ? [`Chosen by Veritag: ${call.ours}.`] : []),
    ];
    const requestBody = requestBodyOf(schemaOf, call);
    for (const path of [call.path, ...(call.aliases ?? [])]) {
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      (paths[openApiPath] ??= {})[call.method.toLowerCase()] = {
        operationId: path === call.path ? id : `${id}.alias${path.replace(/\W+/g, '_')}`,
        tags: [tag],
        // The summary is what a reader sees before opening a call.
        summary: served === false ? `${call.summary} (not served yet)` : call.summary,
        ...(notes.length ? { description: notes.join('\n\n') } : {}),
        ...(served === undefined ? {} : { 'x-veritag-served': served }),
        ...(call.ours ? { 'x-veritag-ours': call.ours } : {}),
        ...(path === call.path ? {} : { 'x-alias-of': call.path }),
        parameters: [
          ...parametersOf(schemaOf, call.params, 'path'),
          ...parametersOf(schemaOf, call.query, 'query'),
        ],
        ...(requestBody ? { requestBody } : {}),
        responses: {
          ...successOf(schemaOf, call),
          default: {
            description: 'A problem (RFC 9457)',
            content: {
              'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
            },
          },
        },
        ...(call.scope ? { 'x-veritag-scope': call.scope } : {}),
        security: securityOf(call, options.isPublic(call)),
      };
    }
  }
  const schemas: Record<string, JsonSchema> = {
    Problem: schemaOf(ProblemSchema, 'output'),
    ...components.schemas,
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Veritag API',
      version: options.version,
      description: 'The platform behind the Veritag console.',
    },
    servers: [{ url: apiRoot }],
    tags: tagsOf(tagged),
    paths,
    components: {
      schemas,
      securitySchemes,
    },
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/**
 * How a caller proves who they are: a person's session (a JWT from the login), or a machine's
 * API key (decision 0444), sent as a bearer (`Authorization: Bearer vtk_…`) or in `X-API-Key`.
 */
const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A person's session: the token the login replies.",
  },
  apiKeyBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'vtk_ API key',
    description:
      "A machine's API key (`vtk_` and 43 characters) as a bearer. It opens only the calls that declare one of its scopes (`x-veritag-scope`), and only as far as the person who made it may go today.",
  },
  apiKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description:
      'The same API key in its own header, for clients that keep Authorization for something else.',
  },
} as const;

/**
 * A call's security: the session for every signed-in call, and the key schemes with the call's
 * scope (OpenAPI 3.1 lets schemes other than OAuth list role names) for the calls open to keys.
 */
function securityOf(call: CallSpec, isPublic: boolean): Record<string, string[]>[] {
  if (isPublic) return [];
  if (!call.scope) return [{ bearer: [] }];
  return [{ bearer: [] }, { apiKeyBearer: [call.scope] }, { apiKeyHeader: [call.scope] }];
}

import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  PackagingLevelRecordSchema,
  PackagingLevelSchema,
  PrivilegeNodeSchema,
} from '@veritag/domain';

export type JsonSchema = Record<string, unknown>;
export type TypeMode = 'input' | 'output';

/**
 * Readable component names for the recursive schemas we know. Another recursive schema
 * still works: it gets a numbered name until it is added here.
 */
const knownNames = new Map<unknown, string>([
  [PrivilegeNodeSchema, 'PrivilegeNode'],
  [PackagingLevelSchema, 'PackagingLevel'],
  [PackagingLevelRecordSchema, 'PackagingLevelRecord'],
]);

/**
 * Converts valibot schemas to JSON Schema 2020-12 for one OpenAPI document. The converter
 * puts a recursive schema in the converted schema's own `$defs` and points at it with
 * `#/$defs/0`, which an OpenAPI reader resolves against the document root, where nothing
 * is. So each such schema becomes one entry of `components.schemas`, shared by every
 * operation that uses it, and its references point there.
 */
export function schemaComponents() {
  const schemas: Record<string, JsonSchema> = {};
  const names = { input: new Map<unknown, string>(), output: new Map<unknown, string>() };
  let unnamed = 0;

  // Input and output of one schema may differ (defaults, transforms), so each has its own name.
  const nameOf = (schema: unknown, typeMode: TypeMode): string => {
    let name = names[typeMode].get(schema);
    if (!name) {
      const base = knownNames.get(schema) ?? `Recursive${++unnamed}`;
      name = typeMode === 'input' ? `${base}Input` : base;
      names[typeMode].set(schema, name);
    }
    return name;
  };

  /** `prepare` adjusts the converted schema, its definitions included, before they are kept. */
  function convert(
    schema: v.GenericSchema,
    typeMode: TypeMode,
    prepare: (json: JsonSchema) => JsonSchema = (json) => json,
  ): JsonSchema {
    const localNames = new Map<string, string>();
    const converted = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode,
      // Transforms (a query's "10" to 10) have no JSON Schema form: the other side is described.
      errorMode: 'ignore',
      overrideRef: ({ referenceId, valibotSchema }) => {
        const name = nameOf(valibotSchema, typeMode);
        localNames.set(referenceId, name);
        return `#/components/schemas/${name}`;
      },
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = prepare(converted);
    for (const [referenceId, definition] of Object.entries(
      ($defs ?? {}) as Record<string, JsonSchema>,
    )) {
      // A definition nothing refers to (one of the converter's global definitions) is left out.
      const name = localNames.get(referenceId);
      if (name) schemas[name] ??= definition;
    }
    return rest;
  }

  return { schemas, convert };
}

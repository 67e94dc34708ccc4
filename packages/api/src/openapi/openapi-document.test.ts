import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract/contract';
import { notServedNote, openApiDocument } from './openapi-document';
import { schemaComponents } from './schema-components';

/** Every `$ref` in a tree, with where it sits. */
function refsIn(node: unknown, at = '#'): { at: string; ref: string }[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string'
      ? [{ at, ref: value }]
      : refsIn(value, `${at}/${key}`),
  );
}

/** A local reference read as a JSON pointer from the document root, as OpenAPI readers do. */
function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, token) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined,
      root,
    );
}

const unresolved = (root: unknown) =>
  refsIn(root).filter(({ ref }) => resolve(root, ref) === undefined);

describe('the OpenAPI document', () => {
  const doc = openApiDocument({ version: 'test', isPublic: () => false });

  it('resolves every $ref from the document root', () => {
    expect(refsIn(doc).length).toBeGreaterThan(0);
    expect(unresolved(doc)).toEqual([]);
  });

  it('describes the privilege tree once, as a named schema that refers to itself', () => {
    const reply = doc.paths['/user-priviladges']?.get as {
      responses: { 200: { content: { 'application/json': { schema: unknown } } } };
    };
    const tree = reply.responses[200].content['application/json'].schema;
    expect(tree).toMatchObject({
      type: 'array',
      items: {
        properties: { children: { items: { $ref: '#/components/schemas/PrivilegeNode' } } },
      },
    });
    expect(doc.components.schemas.PrivilegeNode).toMatchObject({
      properties: { children: { items: { $ref: '#/components/schemas/PrivilegeNode' } } },
    });
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });

  it('describes a packaging chain with its named levels', () => {
    expect(doc.components.schemas).toHaveProperty(
      'PackagingLevel.properties.child.$ref',
      '#/components/schemas/PackagingLevel',
    );
    expect(Object.keys(doc.components.schemas)).toContain('PackagingLevelRecord');
  });
});

describe('schema components', () => {
  interface Folder {
    name: string;
    folders: Folder[];
  }
  const FolderSchema: v.GenericSchema<Folder> = v.object({
    name: v.string(),
    folders: v.array(v.lazy(() => FolderSchema)),
  });

  it('lifts a recursive schema it has no name for under a numbered name, shared by every use', () => {
    const components = schemaComponents();
    const first = components.convert(v.object({ root: FolderSchema }), 'output');
    const second = components.convert(v.array(FolderSchema), 'output');
    const root = { components: { schemas: components.schemas }, first, second };
    expect(Object.keys(components.schemas)).toEqual(['Recursive1']);
    expect(refsIn(root).length).toBe(3);
    expect(unresolved(root)).toEqual([]);
  });

  it('finds a reference that points nowhere', () => {
    expect(
      unresolved({ a: { $ref: '#/$defs/0' }, b: { $ref: '#/components/schemas/Nothing' } }),
    ).toHaveLength(2);
  });
});

describe('calls the server does not answer yet', () => {
  const doc = openApiDocument({
    version: 'test',
    isPublic: () => false,
    isServed: (call) => call === contract.system.health,
  });
  const operation = (path: string, method: string) =>
    (doc.paths[path] as Record<string, Record<string, unknown>>)[method]!;

  it('are marked in the document, in the summary a reader sees and in the description', () => {
    expect(operation('/health', 'get')).toMatchObject({
      'x-veritag-served': true,
      summary: contract.system.health.summary,
    });
    const create = operation('/companies', 'post');
    expect(create['x-veritag-served']).toBe(false);
    expect(create.summary).toBe(`${contract.companies.create.summary} (not served yet)`);
    expect(create.description).toMatch(new RegExp(`^${notServedNote}`));
    expect(create.deprecated).toBeUndefined();
  });

  it('are counted per area', () => {
    expect(doc.tags).toContainEqual({
      name: 'system',
      description: `1 of ${Object.keys(contract.system).length} calls served`,
    });
  });

  it('are not marked when the document describes the contract alone', () => {
    const plain = openApiDocument({ version: 'test', isPublic: () => false });
    expect(JSON.stringify(plain)).not.toContain('x-veritag-served');
    expect(JSON.stringify(plain)).not.toContain('not served yet');
  });
});

describe('API keys in the document', () => {
  const doc = openApiDocument({
    version: 'test',
    isPublic: (call) => call === contract.system.health,
  });
  const operation = (path: string, method: string) =>
    (doc.paths[path] as Record<string, Record<string, unknown>>)[method]!;

  it('declares the session and both ways of sending a key', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKeyBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'vtk_ API key' },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
  });

  it('opens a scoped call to keys with its scope, and keeps every other call to sessions', () => {
    expect(operation('/epcis/capture', 'post')).toMatchObject({
      'x-veritag-scope': 'trace:write',
      security: [
        { bearer: [] },
        { apiKeyBearer: ['trace:write'] },
        { apiKeyHeader: ['trace:write'] },
      ],
    });
    expect(operation('/epcis/events', 'get')['x-veritag-scope']).toBe('trace:read');
    const keys = operation('/api-keys', 'post');
    expect(keys['x-veritag-scope']).toBeUndefined();
    expect(keys.security).toEqual([{ bearer: [] }]);
    expect(operation('/health', 'get').security).toEqual([]);
  });

  it('names the scope of every call that declares one, and only those', () => {
    const scoped = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods as Record<string, Record<string, unknown>>).filter(
        (op) => op['x-veritag-scope'] !== undefined,
      ),
    );
    const declared = Object.values(contract)
      .flatMap((area) => Object.values(area))
      .filter((call) => call.scope !== undefined);
    const aliases = declared.reduce((n, call) => n + (call.aliases?.length ?? 0), 0);
    expect(scoped).toHaveLength(declared.length + aliases);
    for (const op of scoped)
      expect(op.security).toContainEqual({ apiKeyHeader: [op['x-veritag-scope']] });
  });
});

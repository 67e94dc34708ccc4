/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi/openapi-document';
import { allCalls } from './contract';

/** The spec documents sit beside the repository, in ../shared/spec (absent in a fresh clone). */
const repoRoot = new URL('../../../../', import.meta.url);
const specDir = fileURLToPath(new URL('../shared/spec/', repoRoot));
const specsFound = existsSync(specDir);
if (!specsFound) {
  console.warn(
    `Skipping "every path appears in the spec": no spec folder at ${specDir} (a clone without ../shared). ` +
      'The other contract checks still run.',
  );
}

const entries = allCalls().flatMap(({ id, call }) =>
  [call.path, ...(call.aliases ?? [])].map((path) => ({ id, call, path })),
);

/** Section 7 ("The calls it makes") of every spec document: where the calls are listed. */
function callSections(): string {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => {
      const text = readFileSync(`${specDir}${name}`, 'utf8');
      return /^## 7\.[\s\S]*?(?=^## 8\.|$(?![\s\S]))/m.exec(text)?.[0] ?? '';
    })
    .join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A contract path as the spec writes it: no leading or trailing slash, `:param` as any
 * `{...}` segment, and the whole path as one token (not the start of a longer path; a
 * query string may follow).
 */
function specPattern(path: string): RegExp {
  const segments = path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '\\{[^}]+\\}' : escapeRegExp(segment)));
  return new RegExp(`(?<![\\w/{}.-])${segments.join('/')}(?![\\w{}-]|/[\\w{])`);
}

describe('the contract', () => {
  it('declares each method and path once, aliases included (parameter names and a trailing slash aside)', () => {
    const keys = entries.map(
      ({ call, path }) => `${call.method} ${path.replace(/:\w+/g, ':').replace(/(.)\/$/, '$1')}`,
    );
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.skipIf(!specsFound)(
    'takes every path from section 7 of the spec, unless it is marked ours',
    () => {
      const calls = callSections();
      expect(calls, 'section 7 of the spec documents was not found').toContain(
        'account/checklogin',
      );
      const missing = entries.filter(
        ({ call, path }) => !call.ours && !specPattern(path).test(calls),
      );
      expect(missing.map(({ id, call, path }) => `${id} ${call.method} ${path}`)).toEqual([]);
    },
  );

  it('gives every call a summary and a reply', () => {
    const hasReply = (reply: unknown) =>
      ['file', 'html', 'empty'].includes(reply as string) ||
      v.isOfKind('schema', reply as v.GenericSchema);
    const incomplete = allCalls().filter(
      ({ call }) => call.summary.trim() === '' || !hasReply(call.reply),
    );
    expect(incomplete.map(({ id }) => id)).toEqual([]);
  });

  it('describes every call in the OpenAPI document', () => {
    const doc = openApiDocument({ version: 'test', isPublic: () => false });
    const operations = Object.values(doc.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    expect(operations).toBe(entries.length);
  });
});

describe('matching spec paths', () => {
  it.each([
    [
      '/deleteTemplatePDFel/:templateId/by/:elementType',
      'DELETE deleteTemplatePDFel/{templateId}/by/{elementType}: deletes',
      true,
    ],
    ['/matnrs/packsize/:color', 'GET matnrs/packsize/{color value}.', true],
    ['/smart-bin/', 'GET smart-bin/?fromDate&toDate', true],
    ['/users', '| GET | users?page&size&sort | list |', true],
    ['/users', 'GET users/count, dealer/count', false],
    ['/search', 'GET qrCode/search?qrCode', false],
  ])('%s in %j: %s', (path, text, found) => {
    expect(specPattern(path).test(text)).toBe(found);
  });
});

describe('API key scopes (decision 0444)', () => {
  /** Areas that manage people, keys, webhooks or the platform: a key never reaches them. */
  const managing = [
    'auth',
    'apiKeys',
    'webhooks',
    'users',
    'privileges',
    'audit',
    'settings',
    'companies',
  ];

  it('opens no call that manages keys, webhooks, users or settings to a key', () => {
    const opened = allCalls()
      .filter(({ id, call }) => call.scope && managing.includes(id.split('.')[0]!))
      .map(({ id }) => id);
    expect(opened).toEqual([]);
  });

  it('opens only calls a person may make too, never a public one', () => {
    const publicScoped = allCalls()
      .filter(({ call }) => call.scope && (!call.access || call.access.kind === 'public'))
      .map(({ id }) => id);
    expect(publicScoped).toEqual([]);
  });
});

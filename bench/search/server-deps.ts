import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * drizzle-orm and pg are the server's dependencies, not the root's, so the bench loads them
 * from apps/server: drizzle's ESM entries by their real file URLs (the very module instances
 * the server's own files import, so `sql` and `eq` mix with its tables), pg through require.
 */
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const serverRequire = createRequire(path.join(server, 'package.json'));
const drizzleFile = (file: string) =>
  pathToFileURL(path.join(server, 'node_modules/drizzle-orm', file)).href;

export const pg = serverRequire('pg') as typeof import('pg');
export const drizzle = (await import(drizzleFile('index.js'))) as typeof import('drizzle-orm');
export const drizzleNodePg = (
  (await import(
    drizzleFile('node-postgres/index.js')
  )) as typeof import('drizzle-orm/node-postgres')
).drizzle;

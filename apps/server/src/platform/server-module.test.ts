import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../app';
import {
  defineModule,
  setUpModules,
  tablesOf,
  type ModuleContext,
  type PlatformContext,
} from './server-module';

// drizzle-kit adds an enumerable `random` to Array.prototype. Server test files share a worker
// (isolate: false), and GS1's toolkit (digital-link.js) builds its tables with for-in over arrays:
// hidden from for-in, the method stays for drizzle-kit and the files after this one are unharmed.
Object.defineProperty(Array.prototype, 'random', { enumerable: false });

const serverRoot = path.resolve(import.meta.dirname, '..', '..');
const platform = {} as PlatformContext;

describe('the module kit', () => {
  it('builds each door in list order and hands it to the modules after it', async () => {
    const counter = defineModule({ name: 'counter', setup: () => ({ next: 41 }) });
    const reader = defineModule({
      name: 'reader',
      setup: ({ use }) => ({ read: () => use(counter).next + 1 }),
    });
    const { services } = await setUpModules([counter, reader], platform, {});
    expect(services.reader.read()).toBe(42);
  });

  it('hands a module the options given under its name, and only that module', async () => {
    const greeter = defineModule({
      name: 'greeter',
      setup: ({ options }: ModuleContext<{ greeting: string }>) => ({
        greet: () => options.greeting,
      }),
    });
    const other = defineModule({ name: 'other', setup: ({ options }) => ({ options }) });
    const { services } = await setUpModules([greeter, other], platform, {
      greeter: { greeting: 'Hello' },
    });
    expect(services.greeter.greet()).toBe('Hello');
    expect(services.other.options).toBeUndefined();
    // @ts-expect-error a module that takes options must be given them
    await setUpModules([greeter], platform, {});
  });

  it('refuses a module that uses one listed after it, naming both', async () => {
    const late = defineModule({ name: 'late', setup: () => ({}) });
    const early = defineModule({ name: 'early', setup: ({ use }) => use(late) });
    await expect(setUpModules([early, late], platform, {})).rejects.toThrow(
      "Module 'early' uses 'late', which is not listed before it in app.ts",
    );
  });

  it('refuses two modules of one name', async () => {
    const one = defineModule({ name: 'twin', setup: () => 1 });
    const two = defineModule({ name: 'twin', setup: () => 2 });
    await expect(setUpModules([one, two], platform, {})).rejects.toThrow(
      "Two modules are named 'twin'",
    );
  });
});

/** Every table exported by a `*.table.ts` file below `folder`. */
async function tablesInFiles(folder: string): Promise<Map<unknown, string>> {
  const found = new Map<unknown, string>();
  const files = readdirSync(path.join(serverRoot, folder), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.table.ts'));
  for (const file of files) {
    const exports = (await import(path.join(serverRoot, folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (is(value, PgTable)) found.set(value, `${file}: ${name}`);
  }
  return found;
}

describe('the schema and the migrations follow from the modules', () => {
  it('every table in a module folder is declared by exactly one module', async () => {
    const declared = serverModules.flatMap((m) => Object.values(m.tables ?? {}));
    const inFiles = await tablesInFiles('src/modules');
    expect(new Set(declared).size).toBe(declared.length);
    expect(
      [...inFiles.keys()].filter((t) => !declared.includes(t as never)).map((t) => inFiles.get(t)),
    ).toEqual([]);
  });

  it('the committed migrations create exactly the tables the modules declare (run `pnpm db:generate` when this fails)', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: { idx: number }[] };
    const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const committed = JSON.parse(
      readFileSync(path.join(serverRoot, `drizzle/meta/${last}_snapshot.json`), 'utf8'),
    );
    const platformTables = await tablesInFiles('src/platform');
    const current = generateDrizzleJson({
      ...tablesOf(serverModules),
      ...Object.fromEntries([...platformTables].map(([t, n]) => [n, t])),
    });
    expect(await generateMigration(committed, current)).toEqual([]);
  });
});

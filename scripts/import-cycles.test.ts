import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { circlesOf } from './import-cycles.mjs';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder of TypeScript files with a tsconfig, as `pnpm lint` checks them. */
function folderOf(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'veritag-cycles-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { folder: dir, tsconfig: path.join(dir, 'tsconfig.json') };
}

describe('the import circle check', () => {
  it('finds a circle made only of type imports', async () => {
    const graph = folderOf({
      'app.ts':
        "import { settingsModule } from './module';\nexport interface AppOptions { a: number }\nexport const modules = [settingsModule];\n",
      'module.ts':
        "import type { AppOptions } from './app';\nexport const settingsModule = (options: AppOptions) => options.a;\n",
    });
    expect(await circlesOf(graph)).toEqual([['app.ts', 'module.ts']]);
  });

  it('does not count a lazy import(), the console’s code-split point', async () => {
    const graph = folderOf({
      'routes.ts':
        "export const routes = { list: () => import('./screen') };\nexport const paths = { list: '/list' };\n",
      'screen.ts': "import { paths } from './routes';\nexport default () => paths.list;\n",
    });
    expect(await circlesOf(graph)).toEqual([]);
  });
});

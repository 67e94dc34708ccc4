import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuild } from './console-build.mjs';
import { slowConsoleBuild } from './fixtures/slow-console-build.mjs';

/*
 * `pnpm start`'s console build (scripts/console-build.mjs) on a small workspace of its own: the
 * console depends on ui, ui on domain; tools is in the workspace but not a dependency. The
 * build is a stand-in that writes its files slowly and notes each run, so a partial build or
 * a second build shows.
 */
let root: string;
const consoleDir = () => path.join(root, 'apps', 'console');
const cacheDir = () => path.join(consoleDir(), 'node_modules', '.cache', 'veritag-start');
const buildLog = () => path.join(root, 'builds.log');

async function writeWorkspace() {
  const pkg = async (dir: string, name: string, dependencies: Record<string, string> = {}) => {
    await mkdir(path.join(root, dir, 'src'), { recursive: true });
    await writeFile(path.join(root, dir, 'package.json'), JSON.stringify({ name, dependencies }));
    await writeFile(path.join(root, dir, 'src', 'index.ts'), `export const name = '${name}';\n`);
  };
  await pkg('apps/console', '@t/console', { '@t/ui': 'workspace:*', react: '19.0.0' });
  await pkg('packages/ui', '@t/ui', { '@t/domain': 'workspace:*' });
  await pkg('packages/domain', '@t/domain');
  await pkg('packages/tools', '@t/tools');
  await writeFile(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
}

const slowBuild = (outDir: string) => slowConsoleBuild(outDir, buildLog());
const start = () =>
  ensureBuild({ root, packageDir: consoleDir(), cacheDir: cacheDir(), build: slowBuild });
const buildCount = async () =>
  (await readFile(buildLog(), 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
const isComplete = (dir: string) =>
  ['index.html', 'assets/app.js', '.source-hash'].every((file) => existsSync(path.join(dir, file)));

/** `start()` in a process of its own, as a second `pnpm start` would be. */
function startInAnotherProcess(): Promise<{ dir: string; built: boolean }> {
  const moduleUrl = (file: string) =>
    JSON.stringify(pathToFileURL(path.join(import.meta.dirname, file)).href);
  const script = `
    import { ensureBuild } from ${moduleUrl('console-build.mjs')};
    import { slowConsoleBuild } from ${moduleUrl('fixtures/slow-console-build.mjs')};
    const build = (outDir) => slowConsoleBuild(outDir, ${JSON.stringify(buildLog())});
    const result = await ensureBuild({ root: ${JSON.stringify(root)}, packageDir: ${JSON.stringify(consoleDir())}, cacheDir: ${JSON.stringify(cacheDir())}, build });
    console.log(JSON.stringify(result));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`start exited with ${code}`)),
    );
  });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'veritag-start-'));
  await writeWorkspace();
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('pnpm start builds the console only when its sources changed', () => {
  it('reuses the build when nothing changed, and builds again when a source of the console or of a package it uses changes', async () => {
    const first = await start();
    expect(first.built).toBe(true);
    expect(isComplete(first.dir)).toBe(true);
    expect(await start()).toEqual({ ...first, built: false });
    expect(await buildCount()).toBe(1);

    await writeFile(
      path.join(root, 'packages/domain/src/index.ts'),
      "export const name = 'changed';\n",
    );
    const afterDomain = await start();
    expect(afterDomain.built).toBe(true);
    await writeFile(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# another version\n');
    expect((await start()).built).toBe(true);
    expect(await buildCount()).toBe(3);
  });

  it('does not build for a change outside its sources: a package it does not use, a test file', async () => {
    await start();
    await writeFile(
      path.join(root, 'packages/tools/src/index.ts'),
      "export const name = 'changed';\n",
    );
    await writeFile(path.join(root, 'apps/console/src/index.test.ts'), 'it("x", () => {});\n');
    expect((await start()).built).toBe(false);
  });

  it('leaves the build a running server serves untouched when a change makes a new one', async () => {
    const served = await start();
    await writeFile(
      path.join(root, 'apps/console/src/index.ts'),
      "export const name = 'changed';\n",
    );
    const next = await start();
    expect(next.dir).not.toBe(served.dir);
    expect(isComplete(served.dir)).toBe(true);
    expect(await readFile(path.join(served.dir, 'index.html'), 'utf8')).toContain('app.js');
  });

  it('two starts at once build once, and both end with the same complete build; no half-written build is ever in place', async () => {
    const seen: string[] = [];
    const builds = path.join(cacheDir(), 'builds');
    const watcher = setInterval(() => {
      for (const name of existsSync(builds) ? readdirSync(builds) : [])
        if (!isComplete(path.join(builds, name))) seen.push(name);
    }, 5);
    const [a, b] = await Promise.all([startInAnotherProcess(), startInAnotherProcess()]).finally(
      () => clearInterval(watcher),
    );
    expect(await buildCount()).toBe(1);
    expect([a.built, b.built].sort()).toEqual([false, true]);
    expect(a.dir).toBe(b.dir);
    expect(isComplete(a.dir)).toBe(true);
    expect(seen).toEqual([]);
  });

  it('takes over a lock left by a start that died', async () => {
    const lock = path.join(cacheDir(), 'lock');
    await mkdir(lock, { recursive: true });
    // A process id far above any running one.
    await writeFile(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid: 2 ** 22 + 7, host: hostname(), since: new Date().toISOString() }),
    );
    const result = await start();
    expect(result.built).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });
});

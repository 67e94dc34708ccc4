#!/usr/bin/env node
/**
 * The scan app's build (apps/scan/dist), made only when its sources changed: `pnpm build`,
 * `pnpm start` and the test setups call it, so a fresh clone's server finds the renderer it
 * imports. The build's source hash (scripts/console-build.mjs's, over the scan app and its
 * workspace packages) is kept in dist/.source-hash. A build is made in a temporary folder
 * under a lock and moved into place whole, so two callers at once build once and nobody
 * reads a half-written renderer. The previous build's client files are kept beside the new
 * ones: a server started earlier renders pages naming its own script's hashed file.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceHash } from './console-build.mjs';
import { acquireDirLock } from './dir-lock.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const scanDir = path.join(root, 'apps', 'scan');
export const scanDistDir = path.join(scanDir, 'dist');
const cacheDir = path.join(scanDir, 'node_modules', '.cache', 'veritag-scan');

const builtHash = () => {
  const file = path.join(scanDistDir, '.source-hash');
  return existsSync(file) && existsSync(path.join(scanDistDir, 'server', 'render.js'))
    ? readFileSync(file, 'utf8').trim()
    : undefined;
};

/** `pnpm --filter @veritag/scan build` into `outDir` (its budget check included). */
const buildInto = (outDir) =>
  new Promise((resolve, reject) => {
    // NODE_ENV production whoever asks (vitest sets it to test): a test-mode build would call
    // React's development JSX runtime, which the production React it loads does not have.
    const child = spawn('pnpm', ['run', 'build'], {
      cwd: scanDir,
      stdio: 'inherit',
      env: { ...process.env, SCAN_BUILD_DIR: outDir, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the scan app's build failed (exit ${code})`)),
    );
  });

/** Copies the old build's client files the new one lacks (older hashed script names). */
async function keepPreviousClientFiles(fromDir, toDir) {
  if (!existsSync(fromDir)) return;
  const present = new Set(await readdir(toDir));
  for (const entry of await readdir(fromDir, { withFileTypes: true })) {
    if (entry.isFile() && !present.has(entry.name))
      await copyFile(path.join(fromDir, entry.name), path.join(toDir, entry.name));
  }
}

/** Builds apps/scan/dist when its sources changed; resolves to whether it built. */
export async function ensureScanBuild({ log = (line) => console.log(`[scan] ${line}`) } = {}) {
  const hash = sourceHash(root, scanDir);
  if (builtHash() === hash) return { built: false, dir: scanDistDir };
  await mkdir(cacheDir, { recursive: true });
  const release = await acquireDirLock(path.join(cacheDir, 'lock'), {
    onWait: () => log('another process is building the scan app; waiting for it'),
  });
  try {
    if (builtHash() === hash) return { built: false, dir: scanDistDir };
    log(`building the scan app (sources changed: ${hash})`);
    const temporary = path.join(
      cacheDir,
      `building-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    const retired = path.join(cacheDir, `retired-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      await buildInto(temporary);
      await writeFile(path.join(temporary, '.source-hash'), `${hash}\n`);
      // Only the lock holder builds, so another dist/ cannot appear between these two renames.
      await keepPreviousClientFiles(
        path.join(scanDistDir, 'client'),
        path.join(temporary, 'client'),
      );
      if (existsSync(scanDistDir)) await rename(scanDistDir, retired);
      await rename(temporary, scanDistDir);
    } finally {
      await rm(temporary, { recursive: true, force: true });
      await rm(retired, { recursive: true, force: true });
    }
    return { built: true, dir: scanDistDir };
  } finally {
    await release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  ensureScanBuild().then(
    ({ built }) =>
      console.log(
        `[scan] ${built ? 'built' : 'unchanged, build reused'} in ${((performance.now() - started) / 1000).toFixed(1)} s: apps/scan/dist`,
      ),
    (error) => {
      console.error(`[scan] ${error.message}`);
      process.exit(1);
    },
  );
}

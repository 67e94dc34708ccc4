/**
 * The console build `pnpm start` serves, made only when its sources changed. A build is kept
 * under the hash of what it was made from (the console's and its workspace dependencies'
 * source files, and the lockfile): builds/<hash>/. It is made in a temporary folder and renamed
 * into place when complete, under a lock, so two starts at once build once, and a server never
 * sees a half-written build or has its files replaced under it (each start serves its own
 * hash's folder; a newer build is a new folder).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acquireDirLock } from './dir-lock.mjs';

/** Never inputs of the build: outputs, caches and files only tests read. */
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  'coverage',
  '.vite',
  'e2e',
]);
const skippedFile = /\.(test|stories|e2e)\.[cm]?[jt]sx?$/;
/** Builds kept besides the newest: servers started earlier may still serve them. */
const keptBuilds = 3;

/** `packageDir` and every workspace package it depends on, directly or not. */
export function workspaceClosure(root, packageDir) {
  const packages = new Map();
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(root, group);
    for (const name of existsSync(groupDir) ? readdirSync(groupDir) : []) {
      const manifest = path.join(groupDir, name, 'package.json');
      if (existsSync(manifest))
        packages.set(JSON.parse(readFileSync(manifest, 'utf8')).name, path.join(groupDir, name));
    }
  }
  const found = new Set();
  const visit = (dir) => {
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries({
      ...manifest.dependencies,
      ...manifest.devDependencies,
    })) {
      if (String(range).startsWith('workspace:') && packages.has(name)) visit(packages.get(name));
    }
  };
  visit(packageDir);
  return [...found].sort();
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !skippedDirs.has(entry.name)) yield* sourceFiles(full);
    else if (entry.isFile() && !skippedFile.test(entry.name)) yield full;
  }
}

/** The hash of every file the build of `packageDir` is made from. */
export function sourceHash(root, packageDir) {
  const hash = createHash('sha256');
  const rootFiles = ['pnpm-lock.yaml', 'tsconfig.base.json']
    .map((file) => path.join(root, file))
    .filter((file) => existsSync(file));
  for (const file of [
    ...rootFiles,
    ...workspaceClosure(root, packageDir).flatMap((dir) => [...sourceFiles(dir)]),
  ]) {
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/** Deletes all but the most recently used builds. */
async function pruneBuilds(buildsDir) {
  const builds = await Promise.all(
    (await readdir(buildsDir)).map(async (name) => ({
      name,
      used: (await stat(path.join(buildsDir, name))).mtimeMs,
    })),
  );
  const stale = builds.sort((a, b) => b.used - a.used).slice(keptBuilds);
  for (const { name } of stale)
    await rm(path.join(buildsDir, name), { recursive: true, force: true });
}

/**
 * The folder holding the build of the current sources: made by `build(outDir)` when there is
 * none yet, otherwise reused. `cacheDir` holds builds/, the lock and temporary folders.
 */
export async function ensureBuild({
  root,
  packageDir,
  cacheDir,
  build,
  log = () => {},
  what = 'the console',
}) {
  const hash = sourceHash(root, packageDir);
  const buildsDir = path.join(cacheDir, 'builds');
  const target = path.join(buildsDir, hash);
  const markUsed = async () => {
    const now = new Date();
    await utimes(target, now, now);
    return { dir: target, hash };
  };
  // A folder under builds/ only ever appears whole (renamed in when complete).
  if (existsSync(target)) return { ...(await markUsed()), built: false };

  await mkdir(buildsDir, { recursive: true });
  const release = await acquireDirLock(path.join(cacheDir, 'lock'), {
    onWait: () => log(`another start is building ${what}; waiting for it`),
  });
  try {
    if (existsSync(target)) return { ...(await markUsed()), built: false };
    log(`building ${what} (sources changed: ${hash})`);
    // Only the lock holder builds: a temporary folder found now was left by a start that died.
    for (const name of await readdir(cacheDir)) {
      if (name.startsWith('building-'))
        await rm(path.join(cacheDir, name), { recursive: true, force: true });
    }
    const temporary = path.join(
      cacheDir,
      `building-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    try {
      await build(temporary);
      await writeFile(path.join(temporary, '.source-hash'), `${hash}\n`);
      await rename(temporary, target);
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
    await pruneBuilds(buildsDir);
    return { ...(await markUsed()), built: true };
  } finally {
    await release();
  }
}

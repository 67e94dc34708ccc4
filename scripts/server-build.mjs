/**
 * The compiled server `pnpm start` and `pnpm worker` run: apps/server/src/server.ts and
 * worker.ts bundled by esbuild into ESM JavaScript, with the workspace packages (which export
 * their TypeScript source) compiled in, and every npm package the server itself depends on
 * left to Node to load from apps/server/node_modules. Like the console's, a build is made only
 * when its sources changed, kept under their hash (scripts/console-build.mjs's ensureBuild):
 * apps/server/node_modules/.cache/veritag-server/builds/<hash>/.
 *
 * A bundled file no longer sits where its source did, so `import.meta.url` and
 * `import.meta.dirname` are rewritten, file by file, to the source file's place relative to
 * the bundle: fonts, migrations and the scan app's build are found where they always were.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { ensureBuild } from './console-build.mjs';
import { platformNodeFlags } from './node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serverDir = path.join(root, 'apps', 'server');
const cacheDir = path.join(serverDir, 'node_modules', '.cache', 'veritag-server');
/** Builds land in builds/<hash>/: the bundle's place, for the rewritten import.meta paths. */
const placeOfBuild = path.join(cacheDir, 'builds', 'hash');
export const serverEntries = ['server', 'worker'];

/**
 * The npm packages apps/server declares stay runtime imports, loaded from its node_modules.
 * Judged by the declaration, not by whether a lookup happens to succeed here: a package hoisted
 * for another workspace package may resolve in one checkout and not in a fresh one.
 */
const serverDependencies = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')).dependencies),
);
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isServerDependency = (specifier) => serverDependencies.has(packageNameOf(specifier));

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (specifier.startsWith('@veritag/')) return undefined;
      if (specifier.startsWith('node:') || isServerDependency(specifier))
        return { path: specifier, external: true };
      // A workspace package's own dependency (react-dom/server for the scan pages, valibot):
      // not reachable from apps/server under pnpm's strict layout, so it is compiled in.
      return undefined;
    });
  },
};

const sourcePlaces = {
  name: 'source-places',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const text = await readFile(file, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const fromBundle = (target) =>
        JSON.stringify(path.relative(placeOfBuild, target).split(path.sep).join('/'));
      return {
        loader: file.endsWith('x') ? 'tsx' : 'ts',
        contents: text
          .replaceAll('import.meta.url', `new URL(${fromBundle(file)}, import.meta.url).href`)
          .replaceAll(
            'import.meta.dirname',
            `(import.meta.dirname + "/" + ${fromBundle(path.dirname(file))})`,
          ),
      };
    });
  },
};

/** Compiles the server's entries into `outDir`. */
export async function buildServer(outDir) {
  await esbuild.build({
    entryPoints: serverEntries.map((name) => path.join(serverDir, 'src', `${name}.ts`)),
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    // Lets a bundled CommonJS dependency call require() inside an ES module.
    banner: {
      js: "import { createRequire as __veritagRequire } from 'node:module'; const require = __veritagRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [externalPackages, sourcePlaces],
  });
}

/** The folder of the compiled server for today's sources, built only when they changed. */
export const ensureServerBuild = ({ log = () => {} } = {}) =>
  ensureBuild({
    root,
    packageDir: serverDir,
    cacheDir,
    build: buildServer,
    log,
    what: 'the server',
  });

/**
 * Runs `entry` (server or worker) of the compiled server as one process, built first if the
 * sources changed, and ends this process with it. Started directly with node, not through
 * pnpm: through wrappers a SIGTERM would stop them and leave the server running.
 */
export async function runCompiledServer(entry, { env = process.env, log = () => {} } = {}) {
  const started = performance.now();
  const { dir, built } = await ensureServerBuild({ log });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `server ${built ? 'compiled' : 'unchanged, build reused'} in ${seconds} s: ${path.relative(root, dir)}`,
  );
  const child = spawn(
    process.execPath,
    [...platformNodeFlags, '--enable-source-maps', path.join(dir, `${entry}.js`)],
    {
      cwd: serverDir,
      stdio: 'inherit',
      env,
    },
  );
  // Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to this
  // process alone is passed on. Either way this process ends with the child.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

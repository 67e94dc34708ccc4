#!/usr/bin/env node
/**
 * Part of `pnpm lint`: fails when an app or package has an import circle. A circle makes
 * module order matter (a value read before its module ran is undefined) and ties every file in
 * it to every other, so one change drags the whole circle along.
 *
 * madge builds each folder's graph with its tsconfig's path aliases. Type-only imports count
 * (a type circle still ties the files together). Dynamic `import()` does not: it is the
 * console's code-split point, loaded after every static import has run, and a lazy screen
 * that links back to the screen table through `paths` is how routing is meant to work
 * (docs/decisions/0429-no-import-circles.md).
 */
import madge from 'madge';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** Every folder whose graph must be free of circles, with the tsconfig that resolves it. */
export const graphs = [
  { folder: 'apps/server/src', tsconfig: 'apps/server/tsconfig.json' },
  { folder: 'apps/console/src', tsconfig: 'apps/console/tsconfig.json' },
  { folder: 'apps/console/e2e', tsconfig: 'apps/console/tsconfig.json' },
  { folder: 'apps/scan/src', tsconfig: 'apps/scan/tsconfig.json' },
  { folder: 'packages/domain/src', tsconfig: 'packages/domain/tsconfig.json' },
  { folder: 'packages/api/src', tsconfig: 'packages/api/tsconfig.json' },
  { folder: 'packages/symbols/src', tsconfig: 'packages/symbols/tsconfig.json' },
  { folder: 'packages/ui/src', tsconfig: 'packages/ui/tsconfig.json' },
];

/** The tsconfig's compiler options, with `baseUrl` set where it has paths (madge needs one). */
function compilerOptionsOf(tsconfig) {
  const file = path.resolve(root, tsconfig);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error)
    throw new Error(`${tsconfig}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const options = config.compilerOptions ?? {};
  return options.paths ? { ...options, baseUrl: path.dirname(file) } : options;
}

/** The circles of one folder, each as the list of files (relative to the folder) it goes through. */
export async function circlesOf({ folder, tsconfig }) {
  const skipAsyncImports = { skipAsyncImports: true };
  const graph = await madge(path.resolve(root, folder), {
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    excludeRegExp: [/\.d\.ts$/],
    detectiveOptions: { ts: skipAsyncImports, tsx: skipAsyncImports, es6: skipAsyncImports },
    tsConfig: { compilerOptions: compilerOptionsOf(tsconfig) },
  });
  return graph.circular();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // madge's TypeScript parser warns about its own use of a deprecated AST field, once per file.
  process.noDeprecation = true;
  let found = 0;
  for (const graph of graphs) {
    const circles = await circlesOf(graph);
    found += circles.length;
    for (const circle of circles)
      console.error(`Import circle in ${graph.folder}: ${[...circle, circle[0]].join(' -> ')}`);
  }
  if (found > 0) {
    console.error(`${found} import circle(s): cut each by moving what both sides need below them.`);
    process.exit(1);
  }
  console.log(`No import circles in ${graphs.map((graph) => graph.folder).join(', ')}.`);
}

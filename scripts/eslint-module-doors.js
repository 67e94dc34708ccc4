import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(repoRoot, 'apps', 'server', 'src');
const modulesDir = path.join(serverSrc, 'modules');
/** Folders below the modules: they serve every module and know none of them. */
const platformDirs = ['platform', 'http', 'db', 'config'].map((dir) => path.join(serverSrc, dir));
/** What composes the modules into the running app: it sits above them all. */
const appParts = ['app', 'start-app', 'server', 'worker', 'seed'].map((part) =>
  path.join(serverSrc, part),
);

/** `modules/<name>` of a path inside the modules folder, or null. */
const moduleOf = (file) => {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name] = relative.split(path.sep);
  return name || null;
};

/**
 * A server module is reached only through its door, `modules/<name>/index.ts`: never its
 * tables, services or files, from another module or from anywhere else in the server. The
 * platform folders (platform, http, db, config) import no module at all, nor the app that
 * composes the modules (app.ts, start-app.ts, server.ts, worker.ts, seed/). Relative imports are
 * resolved against the repository, so `../guilloche/guilloche.table` and
 * `./modules/guilloche/guilloche.routes` are both caught.
 * @type {import('eslint').Rule.RuleModule}
 */
export const moduleDoors = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internals:
        "Module boundary broken: '{{source}}' reaches inside the {{target}} module. Use its door instead: " +
        "import from 'modules/{{target}}' (its index.ts), which exports its module object and service.",
      platform:
        "Layer broken: '{{source}}' is a module; platform code ({{layer}}) serves every module and imports none.",
      app: "Layer broken: '{{source}}' is the app, which composes the modules; platform code ({{layer}}) sits below it and imports none of it (its settings type is platform/settings.ts).",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file.startsWith(serverSrc + path.sep)) return {};
    const own = moduleOf(file);
    const layer = platformDirs.find((dir) => file.startsWith(dir + path.sep));
    // A platform test may build the whole app to check the platform against every module.
    const isTest = /\.test\.tsx?$/.test(file);

    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.'))
        return;
      const target = path.resolve(path.dirname(file), node.value).replace(/\.(ts|js)$/, '');
      if (
        layer &&
        !isTest &&
        appParts.some((part) => target === part || target.startsWith(part + path.sep))
      ) {
        context.report({
          node,
          messageId: 'app',
          data: { source: node.value, layer: path.relative(serverSrc, layer) },
        });
        return;
      }
      const targetModule = moduleOf(target) ?? (target === modulesDir ? '' : null);
      if (targetModule === null) return;
      if (layer) {
        context.report({
          node,
          messageId: 'platform',
          data: { source: node.value, layer: path.relative(serverSrc, layer) },
        });
        return;
      }
      if (targetModule === own) return;
      const door = path.join(modulesDir, targetModule);
      if (target === door || target === path.join(door, 'index')) return;
      context.report({
        node,
        messageId: 'internals',
        data: { source: node.value, target: targetModule },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

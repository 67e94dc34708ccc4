import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * A relative import may not leave the workspace package (packages/x or apps/x) it is written
 * in. Crossing into another package must go by its name (@veritag/x), because only names can
 * be checked against the arrows by no-restricted-imports; `../../api/src/...` would slip by.
 * Resolved against the repository, not ESLint's cwd, so it holds whatever folder lint runs in.
 * @type {import('eslint').Rule.RuleModule}
 */
export const noRelativeEscape = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      escape:
        "Boundary broken: '{{source}}' leaves {{pkg}} by a relative path. Import another package by its name " +
        '(@veritag/...) and only along the arrows domain <- api <- console, domain <- ui <- console, ' +
        'domain + api <- server (DESIGN.md).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const [area, name] = path.relative(repoRoot, file).split(path.sep);
    if ((area !== 'packages' && area !== 'apps') || !name || name === path.basename(file))
      return {};
    const pkgRoot = path.join(repoRoot, area, name);

    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.'))
        return;
      const target = path.resolve(path.dirname(file), node.value);
      if (target === pkgRoot || target.startsWith(pkgRoot + path.sep)) return;
      context.report({
        node,
        messageId: 'escape',
        data: { source: node.value, pkg: `${area}/${name}` },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      // Dynamic import() is not seen by no-restricted-imports; at least relative escapes are caught here.
      ImportExpression: (node) => check(node.source),
    };
  },
};

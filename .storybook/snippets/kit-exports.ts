import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { babelParse, types as t } from 'storybook/internal/babel';

/** The ui package's one door: a name it exports is what an app imports from '@veritag/ui'. */
export const kitIndexFile = fileURLToPath(
  new URL('../../packages/ui/src/index.ts', import.meta.url),
);
export const kitSourceDir = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));
export const kitPackageName = '@veritag/ui';

let cached: { source: string; names: Set<string> } | undefined;

/** Every name packages/ui/src/index.ts exports (values and types), read from its syntax, not by running it. */
export function kitExportNames(indexSource = readFileSync(kitIndexFile, 'utf8')): Set<string> {
  if (cached?.source === indexSource) return cached.names;
  const names = new Set<string>();
  for (const statement of babelParse(indexSource).program.body) {
    if (!t.isExportNamedDeclaration(statement)) continue;
    for (const specifier of statement.specifiers) {
      if (t.isExportSpecifier(specifier))
        names.add(
          t.isIdentifier(specifier.exported) ? specifier.exported.name : specifier.exported.value,
        );
    }
  }
  cached = { source: indexSource, names };
  return names;
}

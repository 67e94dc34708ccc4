import { Source } from '@storybook/addon-docs/blocks';
import * as kit from '../../packages/ui/src/index';

/**
 * One import line per component of @veritag/ui, read from the package's own exports when the
 * page renders: a component added to packages/ui/src/index.ts is listed here without an edit.
 */
const componentNames = Object.entries(kit)
  // Components are functions, or objects React renders (memo, forwardRef); the rest are helpers.
  .filter(
    ([name, value]) =>
      /^[A-Z]/.test(name) &&
      (typeof value === 'function' ||
        (typeof value === 'object' && value !== null && '$$typeof' in value)),
  )
  .map(([name]) => name)
  .sort((a, b) => a.localeCompare(b));

export function KitImports() {
  return (
    <Source
      language="tsx"
      dark={false}
      code={componentNames.map((name) => `import { ${name} } from '@veritag/ui';`).join('\n')}
    />
  );
}

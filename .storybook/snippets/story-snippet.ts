import { parser, traverse, types as t, type NodePath } from 'storybook/internal/babel';
import { ExampleCode, topLevelReferences, type parseModule } from './example-code';

type ParsedModule = ReturnType<typeof parseModule>;

/**
 * The code a docs page shows for one story: its import lines, the story file's helpers it uses,
 * then the story itself as JSX. `storyCode` is Storybook's compile-time snippet (React's
 * experimentalCodeExamples: the render function with the story's args written in, read from the
 * source, so names are the source's names whatever the bundler minifies).
 */
export function storySnippet(module: ParsedModule, storyCode: string): string {
  const code = withoutSpies(module, storyCode);
  const example = new ExampleCode();
  example.use(module, snippetReferences(code));
  const imports = example.importLines();
  return [imports.join('\n'), ...example.declarationTexts(), code]
    .filter((part) => part.length > 0)
    .join('\n\n');
}

function parseSnippet(code: string) {
  return parser.parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
}

/**
 * Storybook's `fn()` spies record calls for the play functions; an app passes its own handler.
 * `fn()` reads as `() => {}` and `fn(handler)` as the handler.
 */
function withoutSpies(module: ParsedModule, code: string): string {
  const spy = [...module.imports].find(
    ([, imported]) => imported.source === 'storybook/test' && imported.imported === 'fn',
  )?.[0];
  if (!spy) return code;
  const spans: { start: number; end: number; text: string }[] = [];
  traverse(parseSnippet(code), {
    CallExpression(call) {
      const { callee, arguments: args } = call.node;
      if (!t.isIdentifier(callee, { name: spy }) || call.scope.getBinding(spy)) return;
      const [handler] = args;
      const text = handler ? code.slice(handler.start ?? 0, handler.end ?? 0) : '() => {}';
      spans.push({ start: call.node.start ?? 0, end: call.node.end ?? 0, text });
      // The handler's text goes in whole: a spy inside it is not replaced again (spans must not nest).
      call.skip();
    },
  });
  return spans
    .sort((a, b) => b.start - a.start)
    .reduce(
      (result, span) => result.slice(0, span.start) + span.text + result.slice(span.end),
      code,
    );
}

/** The module-level names the snippet reads (the story's own name excluded). */
function snippetReferences(code: string): Set<string> {
  let names = new Set<string>();
  traverse(parseSnippet(code), {
    Program(program: NodePath<t.Program>) {
      names = topLevelReferences(program);
      for (const statement of program.node.body) {
        if (t.isVariableDeclaration(statement))
          statement.declarations.forEach((d) => t.isIdentifier(d.id) && names.delete(d.id.name));
        if (t.isFunctionDeclaration(statement) && statement.id) names.delete(statement.id.name);
      }
      program.stop();
    },
  });
  return names;
}

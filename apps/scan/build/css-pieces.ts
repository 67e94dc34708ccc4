import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';
import type { CssPiece } from '../src/render/page-css';

/** A selector's class names, those under :not() left out: a negated class need not be on the page. */
function classesOfSelector(selector: string): string[] {
  let plain = selector;
  // Innermost :not(...) first, so a nested one goes with its parent.
  for (let before = ''; before !== plain;) {
    before = plain;
    plain = plain.replace(/:not\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * The classes a page must hold for a rule to match anything: none (an empty list, always kept)
 * when one of its selectors names no class, else every class its selectors name (any one kept).
 */
function classesOfRule(rule: Rule): string[] {
  const perSelector = rule.selectors.map(classesOfSelector);
  return perSelector.some((classes) => classes.length === 0)
    ? []
    : [...new Set(perSelector.flat())];
}

function classesOfBlock(block: AtRule): string[] {
  const rules: Rule[] = [];
  block.walkRules((rule) => {
    rules.push(rule);
  });
  const perRule = rules.map(classesOfRule);
  return perRule.length === 0 || perRule.some((classes) => classes.length === 0)
    ? []
    : [...new Set(perRule.flat())];
}

const isTokens = (rule: Rule) =>
  rule.nodes.length > 0 &&
  rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'));

function pieceOf(node: ChildNode): CssPiece | undefined {
  if (node.type === 'comment') return undefined;
  if (node.type === 'rule') {
    if (!isTokens(node))
      return { kind: 'rule', text: node.toString(), classes: classesOfRule(node) };
    return {
      kind: 'tokens',
      selector: node.selector,
      classes: classesOfRule(node),
      declarations: node.nodes.flatMap((decl) =>
        decl.type === 'decl'
          ? [
              {
                name: decl.prop,
                text: `${decl.prop}:${decl.value}${decl.important ? '!important' : ''}`,
              },
            ]
          : [],
      ),
    };
  }
  if (node.type === 'atrule' && /keyframes$/i.test(node.name))
    return { kind: 'keyframes', text: node.toString(), name: node.params.trim() };
  if (node.type === 'atrule')
    return { kind: 'rule', text: node.toString(), classes: node.nodes ? classesOfBlock(node) : [] };
  return { kind: 'rule', text: node.toString(), classes: [] };
}

/**
 * The built CSS (minified, vanilla-extract's) cut into the pieces a page keeps or leaves
 * (src/render/page-css.ts), in their order. postcss parses it, so strings, escapes and nested
 * blocks are read as CSS, not guessed at.
 */
export function cssPieces(css: string): CssPiece[] {
  return postcss
    .parse(css)
    .nodes.map(pieceOf)
    .filter((piece): piece is CssPiece => piece !== undefined);
}

/**
 * The scan app's CSS as the build splits it (build/css-pieces.ts), in its order, so that each page
 * inlines only what its own markup can use (decision 0478): a phone on a slow network waits for
 * every byte of the HTML before it paints the verdict.
 */
export type CssPiece =
  /**
   * A style rule, or an at-rule block of them (@media, @supports): kept when it names no class
   * (`classes` empty: it may match any page) or a class the page's markup holds.
   */
  | { kind: 'rule'; text: string; classes: string[] }
  /** @keyframes: kept when a kept piece names it (in its animation). */
  | { kind: 'keyframes'; text: string; name: string }
  /**
   * A rule of custom properties only (a theme's tokens): kept when its classes are on the page,
   * each declaration only when something kept reads it with var().
   */
  | {
      kind: 'tokens';
      selector: string;
      classes: string[];
      declarations: { name: string; text: string }[];
    };

const classAttribute = /\sclass="([^"]*)"/g;
const propertyRead = /var\(\s*(--[\w-]+)/g;

/** The class names of rendered markup: React writes every one as class="…", quotes in text escaped. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(classAttribute))
    for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const readsIn = (text: string, into: Set<string>) => {
  for (const [, name] of text.matchAll(propertyRead)) into.add(name!);
};

/**
 * The CSS a page needs: the pieces its markup can match, the keyframes they name, and the custom
 * properties they (or the markup's inline styles) read, directly or through another property.
 * Whatever may match is kept (a rule naming several classes stays when the page has any one), so
 * the page looks as it would with the whole CSS.
 */
export function pageCss(pieces: readonly CssPiece[], html: string): string {
  const used = classesOf(html);
  const matches = (classes: readonly string[]) =>
    classes.length === 0 || classes.some((name) => used.has(name));
  const keptRules = pieces.filter(
    (piece): piece is Extract<CssPiece, { kind: 'rule' }> =>
      piece.kind === 'rule' && matches(piece.classes),
  );
  const ruleText = keptRules.map((piece) => piece.text).join('');
  const keptKeyframes = new Set(
    pieces.filter(
      (piece): piece is Extract<CssPiece, { kind: 'keyframes' }> =>
        piece.kind === 'keyframes' && ruleText.includes(piece.name),
    ),
  );

  // Custom properties read by what is kept, then by the properties those read, to the end.
  const reads = new Set<string>();
  readsIn(ruleText, reads);
  readsIn(html, reads);
  for (const piece of keptKeyframes) readsIn(piece.text, reads);
  const tokenPieces = pieces.filter(
    (piece): piece is Extract<CssPiece, { kind: 'tokens' }> =>
      piece.kind === 'tokens' && matches(piece.classes),
  );
  const declarations = tokenPieces.flatMap((piece) => piece.declarations);
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of declarations) {
      if (!reads.has(declaration.name)) continue;
      const before = reads.size;
      readsIn(declaration.text, reads);
      grew ||= reads.size > before;
    }
  }

  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'rule') {
      if (matches(piece.classes)) css += piece.text;
    } else if (piece.kind === 'keyframes') {
      if (keptKeyframes.has(piece)) css += piece.text;
    } else if (matches(piece.classes)) {
      const read = piece.declarations.filter((declaration) => reads.has(declaration.name));
      if (read.length > 0)
        css += `${piece.selector}{${read.map((declaration) => declaration.text).join(';')}}`;
    }
  }
  return css;
}

/** Every piece whole, in order: the CSS before any page took its share (the pages' tests compare with it). */
export function wholeCss(pieces: readonly CssPiece[]): string {
  return pieces
    .map((piece) =>
      piece.kind === 'tokens'
        ? `${piece.selector}{${piece.declarations.map((declaration) => declaration.text).join(';')}}`
        : piece.text,
    )
    .join('');
}

import { describe, expect, it } from 'vitest';
import { cssPieces } from '../../build/css-pieces';
import { pageCss, wholeCss } from './page-css';

/** Built CSS as vanilla-extract minifies it: a theme's tokens, rules, a media block, keyframes. */
const built = [
  '.theme{--space:8px;--gap:var(--space);--ink:#111;--unused:#f00;--font:system-ui, sans-serif}',
  '.card{padding:var(--gap);color:var(--ink)}',
  '.field{border:1px solid var(--unused)}',
  '.spinner{animation:.8s linear infinite spin}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@media (min-width:40rem){.card{padding:calc(2*var(--gap))}.field{width:50%}}',
  '.field,div[hidden]{display:none!important}',
  '.button:not(.quiet):focus-visible{outline:2px solid}',
  ':not(.card)>p{margin:0}',
  '*,:before{box-sizing:border-box}',
  'a[href*="}"]{color:var(--ink)}',
].join('');
const pieces = cssPieces(built);

const page = (classes: string, inlineStyle = '') =>
  `<html><body class="theme"${inlineStyle}><div class="${classes}"><p>Text with class=&quot;field&quot; in it</p></div></body></html>`;

describe('the CSS a scan page inlines', () => {
  it('keeps the rules its classes can match, in their order, and leaves the others', () => {
    expect(pageCss(pieces, page('card'))).toBe(
      [
        '.theme{--space:8px;--gap:var(--space);--ink:#111}',
        '.card{padding:var(--gap);color:var(--ink)}',
        '@media (min-width:40rem){.card{padding:calc(2*var(--gap))}.field{width:50%}}',
        '.field,div[hidden]{display:none!important}',
        ':not(.card)>p{margin:0}',
        '*,:before{box-sizing:border-box}',
        'a[href*="}"]{color:var(--ink)}',
      ].join(''),
    );
  });

  it('keeps keyframes only for a kept animation, and a token an inline style reads', () => {
    const css = pageCss(pieces, page('spinner', ' style="font-family:var(--font)"'));
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(css).toContain('--font:system-ui, sans-serif');
    expect(css).not.toContain('.card{');
    expect(pageCss(pieces, page('card'))).not.toContain('@keyframes');
  });

  it('keeps a rule naming several classes when the page has any, and a class under :not() is not needed', () => {
    expect(pageCss(pieces, page('button'))).toContain('.button:not(.quiet):focus-visible');
    expect(pageCss(pieces, page('quiet'))).not.toContain('.button');
  });

  it('drops a theme whose class is not on the page, and reads no class from text', () => {
    const bare = '<html><body><p>class=&quot;card&quot;</p></body></html>';
    expect(pageCss(pieces, bare)).not.toContain('--space');
    expect(pageCss(pieces, bare)).not.toContain('.card{padding');
  });

  it('gives back the whole CSS from its pieces', () => {
    expect(wholeCss(pieces)).toBe(built);
  });
});

import { colorThemes, menuColors } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { themeTokens } from './color-tokens';
import { contrastRatio, wcagAA } from './contrast';
import type { ColorTokens, StatusTone } from './theme-tokens.types';

type Pair = readonly [what: string, foreground: string, background: string, minimum: number];

/** Every text colour on every surface it is drawn on, plus control edges and the focus ring. */
function pairsOf(c: ColorTokens): Pair[] {
  const surfaces = {
    default: c.surface.default,
    raised: c.surface.raised,
    sunken: c.surface.sunken,
  };
  const onSurfaces = Object.entries(surfaces).flatMap(
    ([name, surface]) =>
      [
        [`text.default on surface.${name}`, c.text.default, surface, wcagAA.text],
        [`text.muted on surface.${name}`, c.text.muted, surface, wcagAA.text],
        [`text.accent on surface.${name}`, c.text.accent, surface, wcagAA.text],
        [`text.danger on surface.${name}`, c.text.danger, surface, wcagAA.text],
        [`border.control on surface.${name}`, c.border.control, surface, wcagAA.nonText],
        [`border.focus on surface.${name}`, c.border.focus, surface, wcagAA.nonText],
      ] as const,
  );
  const tones = Object.keys(c.status) as StatusTone[];
  const onTones = tones.flatMap((tone) => {
    const t = c.status[tone];
    return [
      [`status.${tone}.onSolid on solid`, t.onSolid, t.solid, wcagAA.text],
      [`status.${tone}.onSubtle on subtle`, t.onSubtle, t.subtle, wcagAA.text],
      [`status.${tone}.onSubtle on surface.default`, t.onSubtle, c.surface.default, wcagAA.text],
    ] as const;
  });
  const m = c.menu;
  return [
    ...onSurfaces,
    ...onTones,
    ['text.onAccent on accent.default', c.text.onAccent, c.accent.default, wcagAA.text],
    ['text.onAccent on accent.hover', c.text.onAccent, c.accent.hover, wcagAA.text],
    ['text.onAccent on accent.pressed', c.text.onAccent, c.accent.pressed, wcagAA.text],
    ['text.onAccent on danger.default', c.text.onAccent, c.danger.default, wcagAA.text],
    ['text.onAccent on danger.hover', c.text.onAccent, c.danger.hover, wcagAA.text],
    ['text.accent on accent.subtle', c.text.accent, c.accent.subtle, wcagAA.text],
    ['text.default on accent.subtle', c.text.default, c.accent.subtle, wcagAA.text],
    ['menu.text on menu.background', m.text, m.background, wcagAA.text],
    ['menu.textMuted on menu.background', m.textMuted, m.background, wcagAA.text],
    ['menu.text on menu.hoverBackground', m.text, m.hoverBackground, wcagAA.text],
    ['menu.activeText on menu.activeBackground', m.activeText, m.activeBackground, wcagAA.text],
    ['menu.activeText on menu.background', m.activeText, m.background, wcagAA.text],
  ];
}

describe('WCAG 2.2 AA contrast in every theme and menu colour', () => {
  const combinations = colorThemes.flatMap((theme) =>
    menuColors.map((menuColor) => [theme, menuColor] as const),
  );

  it.each(combinations)('%s theme with the %s menu', (theme, menuColor) => {
    const failures = pairsOf(themeTokens(theme, menuColor).color)
      .map(([what, fg, bg, minimum]) => ({ what, ratio: contrastRatio(fg, bg), minimum }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(({ what, ratio, minimum }) => `${what}: ${ratio.toFixed(2)} < ${minimum}`);
    expect(failures).toEqual([]);
  });

  it('covers all twelve themes and both menu colours', () => {
    expect(combinations).toHaveLength(24);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3f51b5', '#3f51b5')).toBe(1);
  });

  it('refuses colours it cannot judge, such as translucent ones', () => {
    expect(() => contrastRatio('rgb(0 0 0 / 0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

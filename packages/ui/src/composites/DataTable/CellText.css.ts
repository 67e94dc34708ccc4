import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisibleRing } from '../../tokens/focus-ring.css';

export const root = style({
  position: 'relative',
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: {
    ...focusVisibleRing,
    // The whole text, over the cut one, while the pointer rests on it or the keyboard is on it.
    '&[data-cut]:hover::after, &[data-cut]:focus-visible::after': {
      content: 'attr(data-full-text)',
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      zIndex: vars.zIndex.popover,
      minWidth: '100%',
      maxWidth: 'min(28rem, 80vw)',
      width: 'max-content',
      padding: vars.space.xs,
      background: vars.color.surface.default,
      color: vars.color.text.default,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.sm,
      boxShadow: vars.shadow.md,
      whiteSpace: 'normal',
      // In the full view a long word may break: it must be read whole within the screen.
      overflowWrap: 'anywhere',
    },
  },
});

export const text = style({
  display: 'block',
  overflow: 'hidden',
  // Lines break between words only ("Greenleaf", never "Greenle af").
  overflowWrap: 'normal',
  wordBreak: 'normal',
  selectors: {
    '&[data-shape="words"]': {
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 3,
    },
    '&[data-shape="word"]': { whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  },
});

/** A word of a several-word text: lines break between words, never inside one, not even at a hyphen. */
export const word = style({ whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/** The name above the tile; shrinks to its content so a column form does not stretch it. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
});

/** As a text field's label, so a form's names line up. */
export const caption = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

/** Exactly as wide as the tile: the remove button is placed on the tile's corner. */
export const frame = style({ position: 'relative', display: 'inline-flex', width: 'fit-content' });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: vars.space.xs });

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: 96,
    height: 96,
    overflow: 'hidden',
    background: vars.color.surface,
    color: vars.color.textMuted,
  },
  variants: {
    shape: {
      square: { borderRadius: vars.radius.lg },
      round: { borderRadius: vars.radius.round },
    },
    empty: {
      true: {
        border: `1px dashed ${vars.color.border}`,
        cursor: 'pointer',
        selectors: { '&:has(+ input:focus-visible)': { outline: `2px solid ${vars.color.focus}` } },
      },
      false: {},
    },
  },
  defaultVariants: { shape: 'square', empty: false },
});

export const preview = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const remove = recipe({
  base: {
    position: 'absolute',
    // A 44 px touch target whose visible dot sits on the tile's top-right corner.
    top: `calc(-1 * ${vars.space.md})`,
    right: `calc(-1 * ${vars.space.md})`,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
  },
  variants: {
    // A round picture's corner is empty: the dot moves in onto the circle's edge.
    shape: { square: {}, round: { top: `calc(-1 * ${vars.space.sm})`, right: `calc(-1 * ${vars.space.sm})` } },
  },
  defaultVariants: { shape: 'square' },
});

export const removeDot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.round,
  background: vars.color.scrim,
});

/** A required image not picked yet, in a form that was checked. */
export const invalidTile = style({ borderColor: vars.color.dangerText });

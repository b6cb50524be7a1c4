import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'inline-flex', position: 'relative' });

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
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

export const remove = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.sm})`,
  right: `calc(-1 * ${vars.space.sm})`,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  padding: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
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

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { chip as chipBase } from '../../theme/chips.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.md} ${vars.space.lg}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

/** One filter: its label over its control. The search takes the room that is left. */
export const filter = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 },
  variants: {
    grow: { true: { flex: '1 1 240px' }, false: { flex: '0 0 auto' } },
  },
});

export const label = style({ padding: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A filter's text is a step smaller than a form's; the date pickers open in the dark scheme. */
export const control = style({ fontSize: vars.fontSize.md, colorScheme: 'dark' });

export const searchIcon = style({ flexShrink: 0, marginInlineStart: vars.space.md, color: vars.color.textMuted });

export const date = style({ minWidth: '9.5rem' });

export const range = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const rangeDash = style({ color: vars.color.textMuted });

/** As tall as a field box with its border, so the labels above line up. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minHeight: `calc(${vars.size.touchTarget} + 2px)` });

export const chip = recipe({
  base: [
    chipBase,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      width: 'auto',
      paddingInline: vars.space.md,
      borderRadius: vars.radius.pill,
      background: vars.color.background,
    },
  ],
  variants: {
    pressed: {
      true: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
      false: { selectors: { '&:hover': { background: vars.color.surfaceRaised } } },
    },
  },
});

export const count = style({ fontVariantNumeric: vars.font.numeric, opacity: 0.8 });

export const reset = style({ marginInlineStart: 'auto' });

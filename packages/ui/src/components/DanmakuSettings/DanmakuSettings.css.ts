import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minHeight: vars.size.touchTarget });

export const rowLabel = style({ flexShrink: 0 });

export const switchTrack = recipe({
  base: {
    position: 'relative',
    width: 48,
    height: 28,
    flexShrink: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 3,
      insetInlineStart: 3,
      width: 22,
      height: 22,
      borderRadius: vars.radius.round,
      background: vars.color.text,
      transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
    },
  },
  variants: {
    on: {
      true: { background: vars.color.brand, '::after': { transform: 'translateX(20px)', background: vars.color.textOnBrand } },
      false: { background: vars.color.surfacePressed },
    },
  },
});

export const slider = style({ flex: 1, minWidth: 0, accentColor: vars.color.brand, height: vars.size.touchTarget });

export const value = style({ width: '3.5em', textAlign: 'end', fontVariantNumeric: vars.font.numeric, color: vars.color.textMuted });

export const choices = style({ border: 0, margin: 0, padding: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });

export const legend = style({ float: 'left', padding: 0 });

export const options = style({ display: 'flex', gap: vars.space.sm });

export const choice = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 56,
    minHeight: 36,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    selectors: { '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
  variants: {
    checked: {
      true: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand, fontWeight: vars.fontWeight.bold },
      false: { background: vars.color.surface, color: vars.color.text },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconOverLabel } from '../../theme/stack.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const tile = recipe({
  base: [
    iconOverLabel,
    {
      minHeight: 72,
      padding: vars.space.sm,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.font.family,
      cursor: 'pointer',
      minWidth: 0,
      transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    },
  ],
  variants: {
    selected: {
      true: { borderColor: vars.color.brand, background: vars.color.surfaceRaised },
      false: {},
    },
    free: { true: { cursor: 'text' }, false: {} },
  },
  defaultVariants: { selected: false, free: false },
});

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: vars.font.numeric,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const freeInput = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: vars.font.numeric,
  textAlign: 'center',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular },
    '&[aria-invalid="true"]': { color: vars.color.dangerText, borderBottomColor: vars.color.danger },
    '&:focus': { outline: 'none', borderBottomColor: vars.color.focus },
  },
});

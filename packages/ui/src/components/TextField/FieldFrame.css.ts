import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

/** The box around an input or textarea, shared so both fields look alike. */
export const box = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    selectors: {
      '&:focus-within': { borderColor: vars.color.focus },
    },
  },
  variants: {
    invalid: { true: { borderColor: vars.color.dangerText }, false: {} },
    readOnly: { true: { background: vars.color.background }, false: {} },
  },
});

export const control = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus': { outline: 'none' },
    '&:read-only': { color: vars.color.textMuted },
  },
});

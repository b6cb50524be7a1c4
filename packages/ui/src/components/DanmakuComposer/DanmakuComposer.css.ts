import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const field = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 36,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  // 16 px: iOS zooms into any smaller field on focus.
  fontSize: vars.fontSize.lg,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus': { outline: 'none' },
  },
});

export const counter = style({
  flexShrink: 0,
  paddingInlineEnd: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: vars.font.numeric,
  color: vars.color.textMuted,
});

export const over = style({ color: vars.color.dangerText });

/** Where the input would be, for a viewer who cannot send. */
export const locked = style({
  flex: 1,
  minHeight: 36,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const question = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const number = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: vars.font.numeric,
});

export const answer = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: 28,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

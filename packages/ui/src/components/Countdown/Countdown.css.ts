import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const label = style({ color: vars.color.textMuted });

export const clock = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });

export const part = style({
  minWidth: 28,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: vars.font.numeric,
  textAlign: 'center',
});

export const colon = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  // Sits in the upper part of the screen, where the eye lands, rather than at the very top.
  padding: `48px ${vars.space.lg}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '40px',
});

export const image = style({ width: '160px', height: 'auto' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: 280 });

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style({ display: 'flex', gap: vars.space.sm, minWidth: 128, justifyContent: 'center' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Full screen and opaque: what is behind a gate must not show through.
export const gate = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.gate,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: `radial-gradient(circle at 50% 30%, ${vars.color.surfaceRaised} 0%, ${vars.color.background} 70%)`,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});

export const card = style({
  width: '100%',
  maxWidth: '340px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
});

export const emblem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: '32px',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: vars.font.numeric,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '100%' });

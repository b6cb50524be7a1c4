import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const header = style({
  position: 'relative',
  padding: `${vars.space.lg} 52px ${vars.space.sm}`,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
});

// The Android install is a download link styled as a primary button.
export const link = style({ textDecoration: 'none' });

export const tutorial = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '55vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const back = style({ position: 'absolute', top: vars.space.xs, left: vars.space.xs, color: vars.color.textMuted });

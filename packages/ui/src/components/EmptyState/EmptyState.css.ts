import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  fontSize: '40px',
});

export const image = style({ width: '160px', height: 'auto' });

export const message = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

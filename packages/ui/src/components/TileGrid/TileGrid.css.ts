import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ borderRadius: vars.radius.xl, background: vars.color.surface, padding: vars.space.sm });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const cell = style({ minWidth: 0 });

export const tile = style({
  width: '100%',
  minHeight: 72,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  cursor: 'pointer',
  selectors: { '&:active': { background: vars.color.surfacePressed } },
});

export const icon = style({ display: 'inline-flex', fontSize: 26, color: vars.color.brand });

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  wordBreak: 'break-word',
});

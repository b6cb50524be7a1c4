import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
});

export const banner = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
});

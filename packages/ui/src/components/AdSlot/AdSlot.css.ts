import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const media = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
});

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
});

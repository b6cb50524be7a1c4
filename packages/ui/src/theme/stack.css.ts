import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** An icon or figure above a short label, centred both ways (bar buttons, amount tiles). */
export const iconOverLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
});

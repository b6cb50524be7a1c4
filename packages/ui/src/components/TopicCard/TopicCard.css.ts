import { style } from '@vanilla-extract/css';
import { footScrim } from '../../theme/card.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const caption = style([footScrim, { gap: vars.space.sm, padding: `${vars.space.xl} ${vars.space.md} ${vars.space.sm}` }]);

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const chevron = style({ flexShrink: 0, color: vars.color.brand });

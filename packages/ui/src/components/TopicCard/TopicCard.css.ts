import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

export const title = recipe({
  base: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.bold,
    textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
  },
  variants: {
    shape: { wide: { fontSize: vars.fontSize.xl }, tile: { fontSize: vars.fontSize.lg } },
  },
});

export const chevron = style({ flexShrink: 0, color: vars.color.brand });

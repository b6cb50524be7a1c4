import { style } from '@vanilla-extract/css';
import { cardButton } from '../../theme/card.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const slot = cardButton;

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

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const box = style({ flexDirection: 'column', alignItems: 'stretch' });

export const control = style({ resize: 'vertical', minHeight: 96 });

export const count = style({
  alignSelf: 'flex-end',
  padding: `0 ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Ads say they are ads. */
export const mark = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const requiredMark = style({ marginInlineStart: vars.space.xxs, color: vars.color.dangerText });

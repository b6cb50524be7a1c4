import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const control = style({ fontVariantNumeric: vars.font.numeric });

export const unit = style({ paddingInlineEnd: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.md });

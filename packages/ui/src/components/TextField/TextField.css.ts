import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const eye = style({ color: vars.color.textMuted, borderRadius: vars.radius.md });

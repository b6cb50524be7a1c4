import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.fontSize.md, textAlign: 'center' });

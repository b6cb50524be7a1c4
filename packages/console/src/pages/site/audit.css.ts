import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** Routes and values as written: monospace, wrapping anywhere (JSON has long words). */
export const code = style({ fontFamily: 'monospace', fontSize: vars.fontSize.sm, wordBreak: 'break-all', color: vars.color.text });

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** A white field behind the code: scanners want dark on light. */
export const qr = style({ alignSelf: 'center', background: '#fff', padding: vars.space.sm, borderRadius: vars.radius.md, lineHeight: 0 });

export const secret = style({ fontFamily: 'monospace', wordBreak: 'break-all', color: vars.color.text, userSelect: 'all' });

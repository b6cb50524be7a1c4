import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import type { DownloadStatus } from './downloadStatus.ts';

/**
 * The glyph's colour says the state at a glance, beside the words: quiet while there is
 * nothing or it waits, gold while it comes in, the bar's active pink once stored, warm
 * colours when the member has to act.
 */
export const tone = styleVariants({
  none: {},
  queued: {},
  downloading: { color: vars.color.brand },
  paused: { color: vars.color.brand },
  done: { color: vars.color.accent },
  expired: { color: vars.color.warning },
  failed: { color: vars.color.dangerText },
  noSpace: { color: vars.color.warning },
} satisfies Record<DownloadStatus, object>);

export const ringTrack = style({ stroke: vars.color.surfacePressed });

export const ringArc = style({
  stroke: 'currentColor',
  transition: `stroke-dasharray ${vars.duration.normal} ${vars.easing.standard}`,
});

/**
 * One line, even at 缓存中 100% in a fifth of a phone's width: the words may run into the
 * column's edge, but the row keeps the height of its neighbours.
 */
export const word = style({ whiteSpace: 'nowrap' });

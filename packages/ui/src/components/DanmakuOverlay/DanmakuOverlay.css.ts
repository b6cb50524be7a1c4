import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A danmaku's line: its font size decides its estimated width, the lane its height. */
export const FONT_PX = 16;
export const LANE_PX = 26;
/** The frame of the member's own line: padding and border on both sides. */
export const MINE_EXTRA_PX = 10;

export const overlay = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  contain: 'strict',
});

// Two nested moves, both in percentages so no keyframe needs a measured number: the runner
// (as wide as the player) goes from the right edge to the left, the line inside it by its
// own width. Together: from fully right to fully gone left, linearly, transform only.
const acrossPlayer = keyframes({ from: { transform: 'translate3d(100%, 0, 0)' }, to: { transform: 'translate3d(0, 0, 0)' } });
const byOwnWidth = keyframes({ from: { transform: 'translate3d(0, 0, 0)' }, to: { transform: 'translate3d(-100%, 0, 0)' } });

// Duration and delay are set inline on each line (its own time on screen and offset).
const timing = {
  animationTimingFunction: 'linear',
  animationFillMode: 'both',
  selectors: { [`[data-playing="false"] &`]: { animationPlayState: 'paused' } },
} as const;

export const runner = style({
  position: 'absolute',
  insetInlineStart: 0,
  width: '100%',
  height: LANE_PX,
  willChange: 'transform',
  animationName: acrossPlayer,
  ...timing,
});

/**
 * Reduced motion: the line stands centred in its lane while it is on screen. No fade: the
 * kit's reduced-motion rule collapses every animation to 0.01 ms, which would end a fade
 * at its last, transparent frame.
 */
export const still = style({
  position: 'absolute',
  insetInlineStart: 0,
  width: '100%',
  height: LANE_PX,
  display: 'flex',
  justifyContent: 'center',
});

export const line = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.family,
  fontSize: FONT_PX,
  lineHeight: `${LANE_PX}px`,
  fontWeight: vars.fontWeight.medium,
  color: '#ffffff',
  // A dark outline keeps white text readable over any scene.
  textShadow: '0 0 2px rgba(0, 0, 0, 0.9), 0 0 1px rgba(0, 0, 0, 0.9)',
});

export const moving = style({
  willChange: 'transform',
  animationName: byOwnWidth,
  ...timing,
});

/** The member's own danmaku: framed, so it is found again at once. */
export const mine = style({
  padding: '0 4px',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(0, 0, 0, 0.3)',
  lineHeight: `${LANE_PX - 2}px`,
});

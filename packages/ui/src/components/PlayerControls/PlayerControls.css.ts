import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/** The stage's content: it is also what goes fullscreen, so everything lives inside it. */
export const root = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  background: '#000000',
  color: '#ffffff',
  outline: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
});

export const media = style({ position: 'absolute', inset: 0 });
globalStyle(`${media} > video, ${media} > img`, { width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const overlay = style({ position: 'absolute', inset: 0, zIndex: 1, pointerEvents: 'none', overflow: 'hidden' });

/** Takes the taps, double taps and holds; it lies under the bars. */
export const surface = style({ position: 'absolute', inset: 0, zIndex: 2, touchAction: 'manipulation' });

export const chrome = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  pointerEvents: 'none',
  transition: `opacity ${vars.duration.normal} ${vars.easing.standard}`,
});

/** Hidden bars take no taps: the first tap on the video brings them back (they stay focusable). */
export const chromeHidden = style({ opacity: 0 });
globalStyle(`${chromeHidden} *`, { pointerEvents: 'none' });

const bar = {
  display: 'flex',
  pointerEvents: 'auto',
  paddingInline: vars.space.sm,
} as const;

/** The top bar's height, and the room its start leaves for the page's back button. */
const TOP_BAR_PX = 52;
/** The centre play button's size: the notice keeps clear of it. */
const CENTRE_BUTTON_PX = 56;

export const topBar = style({
  ...bar,
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: TOP_BAR_PX,
  // Leaves room for the page's back button at the top left.
  paddingInlineStart: TOP_BAR_PX,
  background: 'linear-gradient(rgba(0, 0, 0, 0.55), transparent)',
});

export const bottomBar = style({
  ...bar,
  flexDirection: 'column',
  paddingBlockEnd: vars.space.xxs,
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.7))',
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

export const spacer = style({ flex: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: '#ffffff',
  cursor: 'pointer',
} as const;

export const iconButton = style({ ...buttonBase, width: 36, fontSize: 20 });

export const textButton = style({
  ...buttonBase,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: vars.font.numeric,
  selectors: { '&[aria-expanded="true"]': { color: vars.color.brand } },
});

export const clock = style({
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: vars.font.numeric,
  whiteSpace: 'nowrap',
  paddingInlineStart: vars.space.xxs,
});

export const previewPill = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: 'rgba(230, 180, 90, 0.2)',
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const centreButton = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  zIndex: 3,
  width: CENTRE_BUTTON_PX,
  height: CENTRE_BUTTON_PX,
  marginTop: -28,
  marginLeft: -28,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'rgba(0, 0, 0, 0.55)',
  color: '#ffffff',
  fontSize: 28,
  cursor: 'pointer',
});

export const centre = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  zIndex: 3,
  transform: 'translate(-50%, -50%)',
  color: vars.color.brand,
  pointerEvents: 'none',
});

export const hint = style({
  position: 'absolute',
  top: vars.space.lg,
  left: '50%',
  zIndex: 4,
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.65)',
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

const rippleIn = keyframes({ from: { opacity: 0, transform: 'scale(0.85)' }, to: { opacity: 1, transform: 'scale(1)' } });

/** The double-tap answer: a lit half-disc on the tapped side saying how far it went. */
export const ripple = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    zIndex: 4,
    width: '36%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    background: 'rgba(255, 255, 255, 0.14)',
    fontSize: vars.fontSize.sm,
    pointerEvents: 'none',
    animation: `${rippleIn} ${vars.duration.normal} ${vars.easing.standard}`,
  },
  variants: {
    side: {
      left: { left: 0, borderRadius: '0 50% 50% 0 / 0 50% 50% 0' },
      right: { right: 0, borderRadius: '50% 0 0 50% / 50% 0 0 50%' },
    },
  },
});

// The menu is placed against the whole player (a right-hand panel, as Bilibili does), not the
// button: a 16:9 player on a phone is too short for a list that opens upwards.
export const menuAnchor = style({ display: 'flex' });

export const menu = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: 0,
  zIndex: 5,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: 132,
  overflowY: 'auto',
  padding: vars.space.xs,
  background: 'rgba(12, 12, 16, 0.9)',
  pointerEvents: 'auto',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: 28,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const nextCard = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: 60,
  zIndex: 5,
  width: 188,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: 'rgba(20, 20, 26, 0.92)',
  boxShadow: vars.shadow.raised,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
});

export const nextTitle = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const nextName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const nextCountdown = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.brandStrong, fontVariantNumeric: vars.font.numeric });
export const nextActions = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.xs, marginTop: vars.space.xxs });

const nextButton = {
  flex: 1,
  height: 30,
  border: 'none',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
} as const;

export const nextCancel = style({ ...nextButton, background: 'rgba(255, 255, 255, 0.14)', color: '#ffffff' });
export const nextNow = style({ ...nextButton, background: vars.color.brand, color: vars.color.textOnBrand, fontWeight: vars.fontWeight.bold });

/**
 * Under the back button, on the stage's left, never as wide as the centre play button's edge:
 * on a 375 px phone the 16:9 stage is 211 px tall and that button spans its middle, so a notice
 * one line wide reached into it. Its message and action stack instead.
 */
export const notice = style({
  position: 'absolute',
  top: TOP_BAR_PX,
  left: vars.space.md,
  zIndex: 4,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  maxWidth: `calc(50% - ${CENTRE_BUTTON_PX / 2}px - 2 * ${vars.space.md})`,
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockStart: vars.space.xxs,
  borderRadius: vars.radius.md,
  // Nearly opaque: the danmaku run beneath it and showed through a lighter one.
  background: 'rgba(0, 0, 0, 0.85)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
});

export const noticeMessage = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** At least 24 px tall, the smallest target a finger is asked to hit (WCAG 2.5.8). */
export const noticeAction = style({
  minHeight: 24,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brandStrong,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

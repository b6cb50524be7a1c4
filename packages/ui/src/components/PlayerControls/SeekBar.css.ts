import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The hit area is taller than the track: a thumb on a phone needs room. */
export const bar = style({
  position: 'relative',
  flex: 1,
  height: 28,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  // The bar takes horizontal drags itself; the page must not scroll or go back meanwhile.
  touchAction: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});

export const track = style({
  position: 'relative',
  width: '100%',
  height: 3,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.25)',
  transition: `height ${vars.duration.fast}`,
  selectors: { [`${bar}[data-dragging] &`]: { height: 5 } },
});

const fill = { position: 'absolute', insetBlock: 0, insetInlineStart: 0, borderRadius: vars.radius.pill } as const;

export const buffered = style({ ...fill, background: 'rgba(255, 255, 255, 0.45)' });
export const played = style({ ...fill, background: vars.color.brand });

/** The free preview: a gold band under the played part. */
export const freePart = style({ ...fill, background: 'rgba(230, 180, 90, 0.35)' });

/** Past the preview limit: the paid part, hatched. */
export const lockedPart = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  borderRadius: vars.radius.pill,
  backgroundImage: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.28) 0 3px, rgba(0,0,0,0.35) 3px 6px)',
});

export const limitMarker = style({
  position: 'absolute',
  top: -4,
  bottom: -4,
  width: 3,
  marginInlineStart: -1.5,
  borderRadius: vars.radius.pill,
  background: vars.color.brandStrong,
});

export const thumb = style({
  position: 'absolute',
  top: '50%',
  width: 12,
  height: 12,
  marginInlineStart: -6,
  marginTop: -6,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  boxShadow: '0 0 0 3px rgba(230, 180, 90, 0.3)',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${bar}[data-dragging] &`]: { transform: 'scale(1.35)' } },
});

/** Above the finger while dragging: the frame at that time and the time itself. */
export const bubble = style({
  position: 'absolute',
  bottom: 30,
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: 'rgba(15, 15, 20, 0.88)',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: vars.font.numeric,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  zIndex: 1,
});

export const frame = style({
  display: 'block',
  maxWidth: 160,
  borderRadius: vars.radius.sm,
  backgroundRepeat: 'no-repeat',
  backgroundColor: '#000000',
});

export const wholeFrame = style({ display: 'block', width: 160, height: 90, objectFit: 'cover', borderRadius: vars.radius.sm });

export const lockNote = style({ color: vars.color.brandStrong, fontSize: vars.fontSize.xs, paddingInline: vars.space.xs });

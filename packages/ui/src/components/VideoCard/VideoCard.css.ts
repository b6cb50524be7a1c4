import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cardButton, footScrim } from '../../theme/card.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const card = cardButton;

export type CardVariant = 'default' | 'group' | 'wide';

export const coverBox = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});

export const vipBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

/** Heat and duration sit on a scrim at the cover's foot so they read on any picture. */
export const coverFoot = style([
  footScrim,
  {
    gap: vars.space.xs,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: vars.font.numeric,
  },
]);

export const stat = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

// Up to two lines. Not reserved: a row of short titles has no dead band under it, and the
// grid still starts every row below its tallest card.
const twoLines = { WebkitLineClamp: 2, fontSize: vars.fontSize.md };

export const name = recipe({
  base: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    variant: {
      default: twoLines,
      // A group card's title is one line with the group row right under it: every card of
      // the group is the same height, and nothing floats below a short title.
      group: { WebkitLineClamp: 1, fontSize: vars.fontSize.md },
      // The full-width card has the room for a bigger title on one line.
      wide: { WebkitLineClamp: 1, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium },
    },
  },
});

export const groupRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: vars.font.numeric,
});

export const groupTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const likeStat = style([stat, { color: vars.color.accent, flexShrink: 0 }]);

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeletonBlock = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ${vars.easing.standard} infinite`,
});

export const skeletonLine = style([skeletonBlock, { height: vars.fontSize.md, borderRadius: vars.radius.sm }]);

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const skeletonLineShort = style({ width: '55%' });

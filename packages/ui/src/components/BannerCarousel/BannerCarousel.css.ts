import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const carousel = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
});

export const slide = style({ flex: '0 0 100%', height: '100%' });

export const slideButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
});

export const indicators = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  justifyContent: 'center',
});

/** A 44 px touch target around a small visible dot. */
export const indicator = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    paddingBlockEnd: vars.space.sm,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    '::after': {
      content: '""',
      display: 'block',
      width: 6,
      height: 6,
      borderRadius: vars.radius.pill,
      background: vars.color.text,
      opacity: 0.5,
      transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
    },
  },
  variants: {
    current: {
      true: { '::after': { width: 16, opacity: 1, background: vars.color.brand } },
      false: {},
    },
  },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.lg, minHeight: vars.size.touchTarget });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const control = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const stateLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const trackWidth = 48;
const trackHeight = 28;
const thumbSize = 22;
const inset = (trackHeight - thumbSize) / 2;

/** 48x28 drawn, inside a touch-sized button (the margin makes up the difference). */
export const track = recipe({
  base: {
    position: 'relative',
    width: trackWidth,
    height: trackHeight,
    margin: `${(44 - trackHeight) / 2}px 0`,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-invalid="true"]': { borderColor: vars.color.dangerText },
    },
  },
  variants: {
    checked: {
      true: { background: vars.color.brand, borderColor: vars.color.brand },
      false: { background: vars.color.surfacePressed },
    },
  },
});

export const thumb = recipe({
  base: {
    position: 'absolute',
    insetBlockStart: inset - 1,
    insetInlineStart: inset - 1,
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.round,
    transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    checked: {
      true: { transform: `translateX(${trackWidth - thumbSize - inset * 2}px)`, background: vars.color.textOnBrand },
      false: { background: vars.color.text },
    },
  },
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ flexShrink: 0, fontSize: vars.fontSize.lg });

export const viewport = style({ flex: 1, minWidth: 0, overflow: 'hidden' });

export const track = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  // The duration is set inline from the text's length (see noticePassSeconds).
  animation: `${scroll} 10s linear infinite`,
  selectors: { [`${bar}:hover &, ${bar}:focus-within &`]: { animationPlayState: 'paused' } },
  '@media': {
    // Still text for members who ask for less motion: the whole notice, wrapped.
    '(prefers-reduced-motion: reduce)': { animation: 'none', whiteSpace: 'normal', display: 'block' },
  },
});

export const copy = style({ paddingInlineEnd: vars.space.xxl });

export const echo = style([
  copy,
  { '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } },
]);

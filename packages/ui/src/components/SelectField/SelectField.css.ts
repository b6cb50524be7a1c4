import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const box = style({ position: 'relative' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} * 2 + 18px)`,
  cursor: 'pointer',
  // The platform's option list in the dark scheme too.
  colorScheme: 'dark',
  selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const arrow = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// flexShrink 0: in a short flex column (an empty chat thread) the picture keeps its size.
export const stage = style({ display: 'block', flexShrink: 0, width: '100%', maxWidth: 160, height: 'auto', aspectRatio: '4 / 3' });

export const floor = style({ fill: vars.color.surface });

export const halo = style({ fill: vars.color.surface, opacity: 0.6 });

export const sparkle = style({ fill: vars.color.brand, opacity: 0.55 });

export const card = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const mutedLine = style({
  fill: 'none',
  stroke: vars.color.border,
  strokeWidth: 4,
  strokeLinecap: 'round',
});

export const accentLine = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const accentFill = style({ fill: vars.color.brand });

export const accentFillSoft = style({ fill: vars.color.brand, opacity: 0.85 });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A wrapping grid of equal buttons (episodes, sub-categories); each user sets its column width. */
export const chipGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One bordered, touch-sized button in a chip grid; each user sets its padding, surface and chosen state. */
export const chip = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconOverLabel } from '../../theme/stack.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  display: 'grid',
  // Equal columns for however many actions there are: four, or five with 缓存.
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const action = recipe({
  base: [
    iconOverLabel,
    {
      width: '100%',
      minHeight: 56,
      padding: vars.space.xs,
      border: 0,
      background: 'none',
      color: vars.color.textMuted,
      font: 'inherit',
      fontSize: vars.fontSize.sm,
      fontVariantNumeric: vars.font.numeric,
      cursor: 'pointer',
      transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
    },
  ],
  variants: {
    active: {
      true: { color: vars.color.accent },
      false: {},
    },
  },
});

export const glyph = style({ fontSize: 22 });

/** A liked heart or a favourited star is drawn filled. */
export const filled = style({ fill: 'currentColor' });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.sm}`,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
});

export const cell = recipe({
  base: { minWidth: 0 },
  variants: {
    wide: {
      true: { gridColumn: '1 / -1' },
      false: {},
    },
  },
});

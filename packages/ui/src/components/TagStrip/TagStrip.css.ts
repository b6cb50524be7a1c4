import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const strip = style({
  // The offset parent of the tags, so their offsetLeft is measured from the strip.
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  // Smooth centring; the global reduced-motion rule turns this back to 'auto'.
  scrollBehavior: 'smooth',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({ flexShrink: 0 });

export const tag = recipe({
  base: {
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    padding: `0 ${vars.space.md}`,
    border: 0,
    background: 'none',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    position: 'relative',
    transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  },
  variants: {
    picked: {
      true: {
        color: vars.color.text,
        fontSize: vars.fontSize.lg,
        fontWeight: vars.fontWeight.bold,
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInline: '30%',
            insetBlockEnd: vars.space.xs,
            height: 3,
            borderRadius: vars.radius.pill,
            background: vars.color.brand,
          },
        },
      },
      false: {},
    },
  },
});

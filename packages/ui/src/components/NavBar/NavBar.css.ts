import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const bar = recipe({
  base: {
    display: 'grid',
    // Equal side columns keep the title centred whatever sits on either side.
    gridTemplateColumns: 'minmax(44px, 1fr) auto minmax(44px, 1fr)',
    alignItems: 'center',
    // The bar sits at the top of a page: on a notched iPhone (an installed app runs edge to
    // edge, viewport-fit=cover) it grows by the status-bar inset instead of hiding under it.
    // docs/product.md's "extra top padding on certain iPhone screen sizes" is this inset.
    height: `calc(${vars.size.navBarHeight} + env(safe-area-inset-top))`,
    paddingTop: 'env(safe-area-inset-top)',
    paddingInline: vars.space.xs,
    background: vars.color.background,
    color: vars.color.text,
  },
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: vars.zIndex.sticky },
      false: {},
    },
    transparent: {
      true: { background: 'transparent' },
      false: {},
    },
  },
  defaultVariants: { sticky: false, transparent: false },
});

export const side = style({ display: 'flex', alignItems: 'center', minWidth: 0 });
export const end = style([side, { justifyContent: 'flex-end' }]);

export const title = style({
  margin: 0,
  maxWidth: '60vw',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
});

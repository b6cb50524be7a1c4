import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconOverLabel } from '../../theme/stack.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.tabBar,
  marginInline: 'auto',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  alignItems: 'end',
  height: vars.size.tabBarHeight,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = recipe({
  base: [
    iconOverLabel,
    {
      width: '100%',
      minHeight: vars.size.touchTarget,
      height: vars.size.tabBarHeight,
      padding: 0,
      border: 'none',
      background: 'transparent',
      color: vars.color.textMuted,
      fontFamily: vars.font.family,
      fontSize: vars.fontSize.xs,
      textDecoration: 'none',
      cursor: 'pointer',
      transition: `color ${vars.duration.fast}`,
    },
  ],
  variants: {
    active: {
      true: { color: vars.color.brand },
      false: {},
    },
  },
});

export const icon = style({ fontSize: '22px', lineHeight: 0 });

// The centre tab (暗网) rises above the bar in a gold disc.
export const raisedDisc = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '52px',
    height: '52px',
    marginTop: '-22px',
    borderRadius: vars.radius.round,
    background: `linear-gradient(145deg, ${vars.color.brandStrong}, ${vars.color.accent})`,
    color: vars.color.textOnBrand,
    fontSize: '26px',
    boxShadow: vars.shadow.raised,
    border: `3px solid ${vars.color.surface}`,
  },
  variants: {
    active: {
      true: { outline: `2px solid ${vars.color.brand}`, outlineOffset: '1px' },
      false: {},
    },
  },
});

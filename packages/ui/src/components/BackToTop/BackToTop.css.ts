import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const button = style({
  position: 'fixed',
  // Above the tab bar, inside the centred column on tablets.
  right: `max(${vars.space.lg}, calc((100% - ${vars.size.contentMaxWidth}) / 2 + ${vars.space.lg}))`,
  bottom: `calc(${vars.size.tabBarHeight} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.floating,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
});

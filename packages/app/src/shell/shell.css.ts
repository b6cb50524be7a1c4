import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const fallback = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

/** Home's own scroll area, so its position survives other pages (it is kept alive). */
export const homeKeeper = style({
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Room under a tab page's content for the fixed tab bar. */
export const tabPage = style({
  paddingBottom: `calc(${vars.size.tabBarHeight} + env(safe-area-inset-bottom))`,
});

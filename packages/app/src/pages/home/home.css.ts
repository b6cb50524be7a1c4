import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const page = style({ minHeight: '100vh' });

export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.background,
  // Below a notched iPhone's status bar, as the kit's NavBar does.
  paddingTop: 'env(safe-area-inset-top)',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  height: vars.size.navBarHeight,
});

export const logo = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  flexShrink: 0,
});

export const searchBox = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 32,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontFamily: 'inherit',
  cursor: 'text',
});

// The kit's grids, headers and strips pad themselves; only the banner needs the inset.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
});

export const inset = style({ paddingInline: vars.space.md });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const installEntry = style({
  position: 'fixed',
  left: vars.space.lg,
  bottom: `calc(${vars.size.tabBarHeight} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.floating,
  transition: 'transform 200ms ease, opacity 200ms ease, visibility 0s',
});

/** While the member scrolls down: slid out of the way, and out of reach until it comes back. */
export const installEntryAside = style([
  installEntry,
  {
    transform: 'translateY(calc(100% + 24px))',
    opacity: 0,
    visibility: 'hidden',
    transition: 'transform 200ms ease, opacity 200ms ease, visibility 0s 200ms',
  },
]);

/** The console's panel (a bordered surface with a title), shared by every area's pages. */
import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** The surface alone: the Content and Account pages size their panels themselves. */
export const panelSurface = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A panel that may shrink inside a grid (its tables scroll within it). */
export const panel = style([panelSurface, { minWidth: 0 }]);

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** The composer stays at the bottom of the screen, under the thread. */
export const composer = style({
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.background,
});

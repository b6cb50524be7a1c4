import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const video = style({ width: '100%', height: '100%', display: 'block', objectFit: 'contain', background: '#000' });

/** Where VideoPlayer puts its <video> (made or taken from the warm start) in the controls' stage. */
export const videoSlot = style({ width: '100%', height: '100%' });

export const adRow = style({ paddingTop: vars.space.md });

export const page = style({ paddingBottom: vars.space.xl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const countdown = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const reportRow = style({ display: 'flex', justifyContent: 'flex-end', paddingInline: vars.space.md });

/**
 * The stream started before the page rendered (warmStart.ts) waits where the player's stage
 * will be: the top of the page column, 16:9. Declared after `video`, so its height wins.
 */
export const warmStage = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1,
  marginInline: 'auto',
  maxWidth: vars.size.contentMaxWidth,
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
});

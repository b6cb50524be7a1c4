import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const shell = style({ display: 'flex', flexDirection: 'column', background: vars.color.background });

/** The 16:9 stage; the video element the app mounts fills it. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.background,
});

export const slot = style({ position: 'absolute', inset: 0 });

// The player's element is created by the app's HLS controller, not by us: size it from here.
globalStyle(`${slot} > video`, { width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const back = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  zIndex: vars.zIndex.floating,
});

/** Loading, error and preview-ended messages laid over the video. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export const layerIcon = style({ fontSize: 28, color: vars.color.brand });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.md} ${vars.space.md} 0` });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const introduction = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

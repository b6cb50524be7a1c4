import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/**
 * The native <dialog> is only a transparent full-screen layer holding the scrim and the
 * panel; the browser's own dialog box styles (border, padding, white background, centring)
 * are undone so each overlay's panel class lays itself out as before.
 */
export const layer = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  overflow: 'visible',
  zIndex: vars.zIndex.overlay,
  selectors: {
    '&::backdrop': { background: 'transparent' },
    '&:focus': { outline: 'none' },
  },
});

// The page behind a modal overlay must not scroll under the member's finger.
globalStyle(`html:has(${layer}:modal)`, { overflow: 'hidden' });

import { style } from '@vanilla-extract/css';

export const stage = style({ position: 'relative', minHeight: '100vh', isolation: 'isolate' });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.25,
  zIndex: -1,
  pointerEvents: 'none',
});

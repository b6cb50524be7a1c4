import { keyframes, style } from '@vanilla-extract/css';

export const stage = style({ position: 'relative', minHeight: '100vh', isolation: 'isolate' });

const drift = keyframes({
  '0%': { backgroundPosition: '0% 50%' },
  '50%': { backgroundPosition: '100% 50%' },
  '100%': { backgroundPosition: '0% 50%' },
});

const behindContent = {
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
} as const;

export const backdrop = style({
  ...behindContent,
  opacity: 0.35,
  backgroundImage: 'linear-gradient(120deg, #2a1f3d, #0f0f14 40%, #3a2a14 70%, #1a2a3d)',
  backgroundSize: '300% 300%',
  animation: `${drift} 18s ease-in-out infinite`,
});

/** The looping video covers the gradient once it plays; dimmed so the form stays readable. */
export const video = style({
  ...behindContent,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.45,
});

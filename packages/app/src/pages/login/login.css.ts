import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

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

/** The app's logo, name and slogan above the form: the member knows where they are signing in. */
export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxl} 0 ${vars.space.xl}`,
  textAlign: 'center',
});

export const logo = style({
  width: 72,
  height: 72,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.xl,
  boxShadow: `0 0 0 1px ${vars.color.border}, 0 8px 24px rgba(230, 180, 90, 0.18)`,
});

export const name = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: '28px',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  // letterSpacing adds space after the last glyph too; this keeps the name optically centred.
  marginInlineEnd: '-0.2em',
});

export const slogan = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, letterSpacing: '0.05em' });

export const notice = style({ textAlign: 'center' });

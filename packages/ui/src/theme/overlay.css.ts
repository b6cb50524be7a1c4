import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -50%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** The dimmed layer behind every overlay (sheets, dialogs, gates). */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
});

/** A centred dialog panel, at most 320px wide on phones. */
export const centredPanel = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100% - 48px)',
  maxWidth: '320px',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.overlay,
  animation: `${popIn} ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
});

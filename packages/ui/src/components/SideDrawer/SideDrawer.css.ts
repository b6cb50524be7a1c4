import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** The window's height at the right edge, as wide as a form needs (the whole width on a phone). */
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'min(420px, 100%)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.overlay,
  animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

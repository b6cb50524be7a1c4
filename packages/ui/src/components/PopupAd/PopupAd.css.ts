import { style } from '@vanilla-extract/css';
import { popIn } from '../../theme/overlay.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const content = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: 'min(80vw, 320px)',
  transform: 'translate(-50%, -50%)',
  animation: `${popIn} ${vars.duration.slow} ${vars.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const adButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.round,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
});

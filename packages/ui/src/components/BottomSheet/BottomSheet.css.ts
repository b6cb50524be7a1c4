import { style } from '@vanilla-extract/css';
import { slideUp } from '../../theme/overlay.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const sheet = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  marginInline: 'auto',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  maxHeight: '85%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderTopLeftRadius: vars.radius.xl,
  borderTopRightRadius: vars.radius.xl,
  boxShadow: vars.shadow.overlay,
  paddingBottom: 'env(safe-area-inset-bottom)',
  zIndex: vars.zIndex.overlay,
  animation: `${slideUp} ${vars.duration.slow} ${vars.easing.standard}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '52px',
  paddingInline: '52px',
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const close = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  overflowY: 'auto',
  padding: vars.space.lg,
  WebkitOverflowScrolling: 'touch',
});

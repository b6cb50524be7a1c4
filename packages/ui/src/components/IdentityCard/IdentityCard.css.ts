import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxHeight: 'calc(100% - 48px)',
  overflowY: 'auto',
});

export const title = style({
  margin: 0,
  paddingInline: vars.size.touchTarget,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

// A light tile behind dark modules: scanners need the contrast, the theme stays dark.
export const qr = style({
  alignSelf: 'center',
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.background,
  lineHeight: 0,
});

export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowLabel = style({ flexShrink: 0, width: 64, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rowValue = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: vars.font.numeric,
  wordBreak: 'break-all',
});

export const rowAction = style({ margin: 0, flexShrink: 0 });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  textAlign: 'center',
});

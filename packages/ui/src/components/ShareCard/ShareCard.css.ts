import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
});

/** The QR code keeps its own light quiet zone so every scanner reads it on the dark card. */
export const qrFrame = style({
  display: 'flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.text,
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', margin: 0 });

export const row = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', minWidth: 0, fontSize: vars.fontSize.md });

export const rowLabel = style({ flexShrink: 0, color: vars.color.textMuted });

export const rowValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: vars.font.numeric,
});

export const code = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, letterSpacing: '0.08em' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, width: '100%' });

/** The link in its own box under its label: long links wrap between their parts, left-aligned. */
export const linkRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.xs, fontSize: vars.fontSize.md });

export const linkBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  overflowWrap: 'break-word',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui';

export const page = style({ minHeight: '100vh' });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  height: vars.size.navBarHeight,
  paddingInline: vars.space.xs,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const barSide = style({
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:last-child': { justifyContent: 'flex-end' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

/** A vertical form: fields, then the submit button. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A tappable row of a settings-like list. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.touchTarget,
  width: '100%',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const flushBody = style([body, { paddingInline: 0 }]);

/** Side padding for the app's own blocks on a flush page. */
export const inset = style({ paddingInline: vars.space.md });

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

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const link = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, textDecoration: 'none', alignSelf: 'flex-start' });

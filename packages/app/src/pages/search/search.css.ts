import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const box = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 36,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
});

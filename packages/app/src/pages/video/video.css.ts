import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const video = style({ width: '100%', height: '100%', display: 'block', background: '#000' });

export const adRow = style({ paddingTop: vars.space.md });

export const page = style({ paddingBottom: vars.space.xl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const countdown = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const reportRow = style({ display: 'flex', justifyContent: 'flex-end', paddingInline: vars.space.md });

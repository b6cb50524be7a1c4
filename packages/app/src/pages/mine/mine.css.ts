import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A compact pill; its chevron after the label says it opens something. */
export const identity = style({ flexDirection: 'row-reverse', gap: vars.space.xxs, paddingInline: vars.space.md });

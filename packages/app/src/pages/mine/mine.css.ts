import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const storage = style({
  paddingBlock: vars.space.md,
});

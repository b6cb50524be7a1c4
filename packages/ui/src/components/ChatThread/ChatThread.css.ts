import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  overflowY: 'auto',
  height: '100%',
  minHeight: 0,
  overscrollBehavior: 'contain',
});

// Centred in the thread's height: an empty conversation sits mid-screen, not under the header.
export const empty = style({ margin: 'auto', flexShrink: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** Where a member's composer would be, for a visitor without a member. */
export const guestBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

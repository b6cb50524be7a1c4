import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: {
    '&::before': {
      content: '""',
      display: 'inline-block',
      width: 3,
      height: '0.9em',
      marginInlineEnd: vars.space.sm,
      borderRadius: vars.radius.pill,
      background: vars.color.brand,
      verticalAlign: '-0.1em',
    },
  },
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } },
});

import { style } from '@vanilla-extract/css';
import { chip, chipGrid } from '../../theme/chips.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const browser = style({
  display: 'flex',
  minHeight: 0,
  height: '100%',
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 96px',
  overflowY: 'auto',
  background: vars.color.surface,
});

export const category = style({
  position: 'relative',
  minHeight: 48,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.background,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-state="active"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.md,
      width: 3,
      borderRadius: vars.radius.pill,
      background: vars.color.brand,
    },
  },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const subGrid = style([chipGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))' }]);

export const sub = style([
  chip,
  {
    padding: `0 ${vars.space.sm}`,
    background: vars.color.surface,
    selectors: { '&:active': { background: vars.color.surfacePressed } },
  },
]);

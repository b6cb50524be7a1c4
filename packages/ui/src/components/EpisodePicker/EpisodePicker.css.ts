import { style } from '@vanilla-extract/css';
import { chip, chipGrid } from '../../theme/chips.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBlockEnd: '2px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold, borderBlockEndColor: vars.color.brand },
  },
});

export const grid = style([chipGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))' }]);

export const episode = style([
  chip,
  {
    padding: `0 ${vars.space.xs}`,
    background: vars.color.surfaceRaised,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      '&[aria-current="true"]': { borderColor: vars.color.brand, color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    },
  },
]);

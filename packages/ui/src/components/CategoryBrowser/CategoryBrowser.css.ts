import { style } from '@vanilla-extract/css';
import { chip, chipGrid } from '../../theme/chips.css.ts';
import { vars } from '../../theme/theme.css.ts';

// Fills its column (flex: 1 in a page's body), so the category rail runs to the bottom of the screen.
export const browser = style({
  display: 'flex',
  flex: '1 1 auto',
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

export const subGrid = style([chipGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }]);

export const sub = style([
  chip,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minHeight: 60,
    padding: `${vars.space.sm} ${vars.space.sm}`,
    background: vars.color.surface,
    selectors: {
      '&:active': { background: vars.color.surfacePressed },
      '&:hover': { borderColor: vars.color.brand },
    },
  },
]);

export const subName = style({ fontSize: vars.fontSize.md, color: vars.color.text, lineHeight: vars.lineHeight.tight });

export const subCount = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });

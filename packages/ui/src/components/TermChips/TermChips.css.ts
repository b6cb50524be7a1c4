import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: `0 ${vars.space.md}` });

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: vars.size.touchTarget });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A chip never grows past the row: a long term ends in an ellipsis. */
export const item = style({ maxWidth: '100%', minWidth: 0 });

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.md}`,
    border: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:active': { background: vars.color.surfacePressed } },
  },
  variants: {
    hot: {
      true: { color: vars.color.accent },
      false: {},
    },
  },
});

export const chipText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const rank = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontVariantNumeric: vars.font.numeric });

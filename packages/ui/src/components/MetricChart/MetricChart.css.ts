import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const plotHost = style({ minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

/** Series colours come from the theme, one tone each. */
const toneColour = {
  brand: vars.color.brand,
  accent: vars.color.accent,
  success: vars.color.success,
  warning: vars.color.warning,
  focus: vars.color.focus,
};

export const seriesTone = styleVariants(toneColour, (colour) => ({ color: colour }));

/** The legend's key, in its series' colour: a line's a short stroke, a bar's a small block. */
export const swatch = recipe({
  base: { display: 'inline-block', flexShrink: 0, background: 'currentColor' },
  variants: { kind: { line: { width: 14, height: 3, borderRadius: 2 }, bar: { width: 10, height: 10, borderRadius: 2 } } },
});

export const line = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const point = style({ fill: vars.color.surface, stroke: 'currentColor', strokeWidth: 2 });

export const bar = style({ fill: 'currentColor' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: vars.font.numeric });

export const noData = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', margin: 0, color: vars.color.textMuted });

export const tableToggle = style({ alignSelf: 'flex-end' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const tableCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** A series' figures line up at the end, under their header. */
export const tableValueHeader = style([tableCell, { textAlign: 'end' }]);

export const tableValue = style([tableValueHeader, { color: vars.color.text, fontVariantNumeric: vars.font.numeric }]);

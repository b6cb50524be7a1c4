import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** Four cards a row on a desktop, two on a tablet held upright. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardLabel = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const cardValue = style({ margin: 0, fontSize: '26px', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const cardCompare = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** MetricChart draws its own frame; its cell only must be allowed to shrink. */
export const chart = style({ minWidth: 0 });

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

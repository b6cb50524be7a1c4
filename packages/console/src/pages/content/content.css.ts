import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** A card of the Content pages (a form, a job's progress, a list of the structure): the console's panel surface. */
export { panelSurface as panel, panelTitle } from '../panel.css.ts';

export const narrow = style({ maxWidth: '640px' });

export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });

export const grow = style({ flex: 1, minWidth: '160px' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, selectors: { '&[data-tone="error"]': { color: vars.color.dangerText } } });

export const progress = style({ width: '100%', height: '12px', accentColor: vars.color.brand });

/** Small enough for a 40 px row. */
export const thumb = style({ width: '43px', height: '24px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.border, display: 'block' });

/** The cover picker: the poster and frames as a grid of choices. */
export const covers = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.md, border: 'none', padding: 0, margin: 0 });

export const cover = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand }, '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}` } },
});

export const coverImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.border });

export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const tabs = style({ display: 'flex', gap: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  background: 'none',
  border: 'none',
  borderBottom: '2px solid transparent',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.bold } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const listItem = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

/** A filter's label above its control, as the kit's form fields put theirs. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fieldLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const selectedCount = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: vars.fontWeight.medium });

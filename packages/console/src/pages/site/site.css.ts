import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export { panel, panelTitle } from '../panel.css.ts';

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Fields two a row on a desktop, one on a tablet held upright. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const switches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end', flexWrap: 'wrap' });

/** A row's editor under its table: the fields side by side, the buttons after them. */
export const rowEditor = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** The ads page: the list and editor beside the placement's sketch. */
export const adsLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 200px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const thumb = style({ display: 'block', width: '96px', height: '40px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceRaised });

/** A link or address in a table: breaks anywhere, so the row's actions stay in view. */
export const address = style({ wordBreak: 'break-all' });

/** A password shown once: large enough to read out, selectable in one go. */
export const revealed = style({
  display: 'block',
  padding: vars.space.md,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.05em',
  userSelect: 'all',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';
import { panel } from '../panel.css.ts';

/** A list beside the panel of the row picked in it (a withdrawal, a chat); one column on a tablet. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export { panel, panelTitle } from '../panel.css.ts';

export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const status = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.dangerText });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0 });

// A payment code fills a fixed width: whatever size the member uploaded, it reads the same.
export const paymentCode = style({ width: 'min(100%, 280px)', aspectRatio: '1', objectFit: 'contain', alignSelf: 'center', background: '#fff', borderRadius: vars.radius.md });

export const form = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** A form panel under a full-width table: no wider than a form reads well. */
export const formPanel = style([panel, { maxWidth: '560px' }]);

export const listTable = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** Above a table: the batch actions at the start, 显示列 and 紧凑 at the end. */
export const tableTools = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap', minHeight: 32 });

export const batch = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const densitySwitch = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, cursor: 'pointer' });

/** 显示列 and 紧凑, side by side at the end of the tools. */
export const tableSettings = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const columnChoice = style({ position: 'relative' });

export const columnChoiceButton = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { color: vars.color.text } },
});

/** Opens under its button, above the table. */
export const columnChoiceMenu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: '140px',
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

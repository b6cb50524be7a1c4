import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

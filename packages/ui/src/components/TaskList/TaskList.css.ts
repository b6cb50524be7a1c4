import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 64,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: vars.space.xxs });

export const name = style({ fontSize: vars.fontSize.md, wordBreak: 'break-word' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reward = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.brand,
  fontVariantNumeric: vars.font.numeric,
});

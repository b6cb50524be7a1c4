import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { rowCard } from '../../theme/card.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const item = rowCard;

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: vars.font.numeric,
  wordBreak: 'break-all',
});

export const detailLabel = style({ marginRight: vars.space.sm });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, wordBreak: 'break-word' });

export const amount = recipe({
  base: {
    margin: 0,
    flexShrink: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: vars.font.numeric,
  },
  variants: {
    spend: { true: { color: vars.color.dangerText }, false: { color: vars.color.success } },
  },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { rowCard } from '../../theme/card.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const item = rowCard;

export const avatar = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: vars.radius.round,
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const bonus = recipe({
  base: {
    flexShrink: 0,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    earned: { true: { color: vars.color.brand }, false: { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular } },
  },
  defaultVariants: { earned: true },
});

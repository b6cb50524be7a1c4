import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const avatar = style({
  flexShrink: 0,
  width: 64,
  height: 64,
  borderRadius: vars.radius.round,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  border: `2px solid ${vars.color.brand}`,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const nameRow = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const nickname = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const id = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
});

export const signature = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    wordBreak: 'break-word',
  },
  variants: {
    isDefault: { true: { color: vars.color.textMuted }, false: {} },
  },
});

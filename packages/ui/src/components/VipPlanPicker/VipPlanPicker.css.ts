import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const carousel = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const card = recipe({
  base: {
    position: 'relative',
    flex: '0 0 auto',
    width: 120,
    minHeight: 132,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    padding: vars.space.md,
    scrollSnapAlign: 'center',
    borderRadius: vars.radius.xl,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    cursor: 'pointer',
    transition: `transform ${vars.duration.normal} ${vars.easing.standard}, border-color ${vars.duration.fast}`,
  },
  variants: {
    selected: {
      true: { borderColor: vars.color.brand, background: vars.color.surfaceRaised, transform: 'scale(1.04)' },
      false: {},
    },
  },
});

export const tag = style({
  position: 'absolute',
  top: 0,
  left: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: `${vars.radius.lg} 0 ${vars.radius.lg} 0`,
  background: vars.color.accent,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const price = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: vars.font.numeric,
});

export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: vars.font.numeric,
});

/** Seven days in two full rows: 4, then 2 and the seventh day across two columns. */
export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const day = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 84,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    border: '1px solid transparent',
    textAlign: 'center',
    minWidth: 0,
    selectors: { '&:last-child': { gridColumn: 'span 2' } },
  },
  variants: {
    current: { true: { borderColor: vars.color.brand }, false: {} },
    // A day already signed is tinted gold: the streak reads at a glance.
    done: { true: { background: 'rgba(230, 180, 90, 0.14)' }, false: {} },
  },
});

export const dayLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: vars.radius.round,
    color: vars.color.brand,
    background: 'rgba(230, 180, 90, 0.12)',
  },
  variants: {
    done: {
      true: { background: vars.color.brand, color: vars.color.textOnBrand },
      false: {},
    },
    vip: { true: {}, false: {} },
  },
  compoundVariants: [{ variants: { done: false, vip: true }, style: { color: vars.color.accent, background: 'rgba(240, 143, 168, 0.14)' } }],
});

export const reward = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

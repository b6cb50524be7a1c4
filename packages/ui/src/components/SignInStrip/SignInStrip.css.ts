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

export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const day = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} 0`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    border: '1px solid transparent',
    textAlign: 'center',
    minWidth: 0,
  },
  variants: {
    current: { true: { borderColor: vars.color.brand }, false: {} },
    done: { true: {}, false: {} },
  },
});

export const dayLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 22,
    height: 22,
    borderRadius: vars.radius.round,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    done: {
      true: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
      false: {},
    },
  },
});

export const reward = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  wordBreak: 'break-all',
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
});

export const pages = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const page = recipe({
  base: {
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    fontVariantNumeric: vars.font.numeric,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceRaised } },
  },
  variants: {
    current: {
      true: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand, selectors: { '&:hover': { background: vars.color.brandStrong } } },
      false: {},
    },
  },
});

export const gap = style({ minWidth: vars.size.touchTarget, textAlign: 'center', color: vars.color.textMuted });

/** The next button's arrow follows its label, on the text's line. */
export const trailingIcon = style({ verticalAlign: '-3px', marginInlineStart: vars.space.xxs });

export const noMore = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: vars.font.numeric,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, opacity ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:active:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:active:not(:disabled)': { background: vars.color.surfacePressed } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&:active:not(:disabled)': { background: vars.color.surface } },
      },
      danger: {
        background: vars.color.danger,
        color: '#ffffff',
        selectors: { '&:active:not(:disabled)': { opacity: 0.85 } },
      },
    },
    size: {
      small: { paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      medium: { paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      large: { paddingInline: vars.space.xl, fontSize: vars.fontSize.lg, minHeight: '48px' },
    },
    block: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

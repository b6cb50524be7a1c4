import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    // The glyph may be small; the hit area never is.
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.round,
    color: vars.color.text,
    fontSize: '22px',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}`,
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      plain: { background: 'transparent', selectors: { '&:active:not(:disabled)': { background: vars.color.surfacePressed } } },
      filled: { background: vars.color.surfaceRaised, selectors: { '&:active:not(:disabled)': { background: vars.color.surfacePressed } } },
      onMedia: { background: 'rgba(0, 0, 0, 0.5)', color: '#ffffff' },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

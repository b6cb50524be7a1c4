import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.xl,
    minWidth: 0,
  },
  variants: {
    isVip: {
      // Dark text on gold keeps AA contrast (textOnBrand on brand is 9.7:1).
      true: { background: `linear-gradient(90deg, ${vars.color.brandStrong}, ${vars.color.brand})`, color: vars.color.textOnBrand },
      false: { background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.border}` },
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const expiry = style({ margin: 0, fontSize: vars.fontSize.sm, fontVariantNumeric: vars.font.numeric, wordBreak: 'break-word' });

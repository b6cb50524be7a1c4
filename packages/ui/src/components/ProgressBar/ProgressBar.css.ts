import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const track = style({
  position: 'relative',
  width: '100%',
  height: 4,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfacePressed,
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.radius.pill,
    transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand },
      muted: { background: vars.color.textMuted },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'brand' },
});

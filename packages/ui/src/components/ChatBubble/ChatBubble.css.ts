import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const row = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '100%' },
  variants: {
    direction: {
      received: { alignItems: 'flex-start' },
      sent: { alignItems: 'flex-end' },
    },
  },
});

export const bubble = recipe({
  base: {
    maxWidth: '75%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
  },
  variants: {
    direction: {
      received: { background: vars.color.surfaceRaised, color: vars.color.text, borderTopLeftRadius: vars.radius.sm },
      sent: { background: vars.color.brand, color: vars.color.textOnBrand, borderTopRightRadius: vars.radius.sm },
    },
    image: { true: { padding: 0, background: 'transparent' }, false: {} },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const image = style({ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: vars.radius.lg });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: vars.font.numeric });

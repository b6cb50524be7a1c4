import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    borderLeft: '4px solid transparent',
    minWidth: 0,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      failure: { borderLeftColor: vars.color.danger },
      pending: { borderLeftColor: vars.color.brand },
    },
  },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    borderRadius: vars.radius.round,
    background: vars.color.surfaceRaised,
  },
  variants: {
    tone: {
      success: { color: vars.color.success },
      failure: { color: vars.color.dangerText },
      pending: { color: vars.color.brand },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, wordBreak: 'break-word' });

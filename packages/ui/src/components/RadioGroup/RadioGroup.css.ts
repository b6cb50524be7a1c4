import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const row = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    checked: {
      true: { borderColor: vars.color.brand, background: vars.color.surfaceRaised },
      false: {},
    },
    disabled: {
      true: { cursor: 'not-allowed', opacity: 0.6 },
      false: {},
    },
  },
});

// Invisible but covering the whole row: the native radio stays the focus and click target.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  fontSize: 22,
  color: vars.color.brand,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.md, wordBreak: 'break-word' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const indicator = recipe({
  base: {
    flexShrink: 0,
    width: 20,
    height: 20,
    borderRadius: vars.radius.round,
    border: `2px solid ${vars.color.textMuted}`,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  variants: {
    checked: {
      true: {
        borderColor: vars.color.brand,
        '::after': {
          content: '""',
          width: 10,
          height: 10,
          borderRadius: vars.radius.round,
          background: vars.color.brand,
        },
      },
      false: {},
    },
  },
});

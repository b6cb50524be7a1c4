import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.94)' }, to: { opacity: 1, transform: 'scale(1)' } });

export const viewport = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  // Toasts never block taps on the page behind them.
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '80%',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    background: 'rgba(20, 20, 26, 0.94)',
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    boxShadow: vars.shadow.raised,
    animation: `${appear} ${vars.duration.normal} ${vars.easing.standard}`,
  },
  variants: {
    kind: {
      info: {},
      success: {},
      error: {},
      loading: { minWidth: '120px', paddingBlock: vars.space.lg },
    },
  },
});

export const glyph = recipe({
  base: { fontSize: '28px', lineHeight: 0 },
  variants: {
    kind: {
      info: {},
      success: { color: vars.color.success },
      error: { color: vars.color.dangerText },
      loading: { color: vars.color.brand },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const trigger = style({
  flex: 1,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});

export const panel = style({ padding: vars.space.lg, selectors: { '&:focus-visible': { outlineOffset: '-2px' } } });

export const records = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const status = style({
  margin: 0,
  padding: `${vars.space.xxl} 0`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, width: '100%' });

export const field = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  paddingInline: vars.space.md,
  gap: vars.space.sm,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  // 44px tall hit area inside a 36px-looking pill.
  height: vars.size.touchTarget,
  margin: '-4px 0',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  // 16px stops iOS Safari zooming in on focus.
  fontSize: vars.fontSize.lg,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const body = style({ padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`, textAlign: 'center' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const message = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

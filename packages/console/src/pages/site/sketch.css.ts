import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@nocturne/ui/theme';

export const sketch = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.xs });

export const screen = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.border}`,
  },
  variants: { lit: { true: { borderColor: vars.color.brand, borderStyle: 'solid' }, false: {} } },
});

export const screenTitle = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const slot = recipe({
  base: { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm, fontSize: vars.fontSize.sm, background: vars.color.surfaceRaised, color: vars.color.textMuted },
  variants: { lit: { true: { background: vars.color.brand, color: vars.color.textOnBrand, fontWeight: vars.fontWeight.bold }, false: {} } },
});

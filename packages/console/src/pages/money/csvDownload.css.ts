import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** A download link drawn as the kit's secondary button (a link, so the browser saves the stream itself). */
export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:active': { background: vars.color.surfacePressed } },
});

export const bar = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

/** The nav on the left at the window's height; the page scrolls beside it. */
export const frame = style({ display: 'flex', minHeight: '100vh', alignItems: 'stretch' });

export const navColumn = style({ position: 'sticky', top: 0, height: '100vh', display: 'flex', flexShrink: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 1023px)': { padding: `${vars.space.lg} ${vars.space.xl}` } },
});

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const footerLinks = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const footerLink = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.brand,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

/** The sign-in and enrolment pages: one card in the middle of the window. */
export const centred = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const card = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.warning,
  fontSize: vars.fontSize.md,
});

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const footerIcons = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });

/**
 * The console's toasts sit at the top, in the middle: over the page's header, never over a
 * table's 操作 column (at the right edge, sticky on a tablet) or its pager (at the bottom).
 */
export const toasts = style({ justifyContent: 'flex-start', alignItems: 'center', paddingBlockStart: vars.space.md });

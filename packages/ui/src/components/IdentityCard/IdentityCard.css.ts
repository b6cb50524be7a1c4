import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxHeight: 'calc(100% - 48px)',
  overflowY: 'auto',
});

export const title = style({
  margin: 0,
  paddingInline: vars.size.touchTarget,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

// A light tile behind dark modules: scanners need the contrast, the theme stays dark.
export const qr = style({
  alignSelf: 'center',
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.background,
  lineHeight: 0,
});

export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column' });

// Label above value, copy button beside both: the value gets the card's whole width, so an
// email or a site address stays on one line.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label action" "value action"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowLabel = style({ gridArea: 'label', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const rowValue = style({
  gridArea: 'value',
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: vars.font.numeric,
  // Emails and links wrap between their parts (addressBreaks); a single part longer than
  // the line is the only thing ever cut.
  overflowWrap: 'break-word',
});

export const rowAction = style({ gridArea: 'action', margin: 0 });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  textAlign: 'center',
});

export const copy = style({ color: vars.color.brand });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const expandedWidth = '220px';
/** A desktop menu row's height (Ant Design's menu uses 40 px; 36 px keeps the headings and an open section well inside 800 px). */
const itemHeightFine = '36px';
/** A touch target and a margin either side: icons stay centred. */
const collapsedWidth = `calc(${vars.size.touchTarget} + ${vars.space.md} * 2)`;

export const nav = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minHeight: 0,
    paddingBlock: vars.space.md,
    background: vars.color.surface,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
    overflow: 'hidden',
  },
  variants: {
    collapsed: {
      true: { width: collapsedWidth, paddingInline: vars.space.md },
      false: { width: expandedWidth, paddingInline: vars.space.md },
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});

/** Scrolls only if the operator opens more sections than the window holds; folded, every page fits at 1180x820 with touch rows. */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minHeight: 0, overflowY: 'auto' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sectionHeading = style({ margin: 0, font: 'inherit' });

/** The current page's mark: a bar on the inline start edge. */
const activeMark = {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  insetBlock: vars.space.sm,
  width: 3,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
} as const;

/** What a page's row and a section's heading share: a quiet full-width row that lights on hover. */
const navRow = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
  // With a mouse, rows as dense as a desktop console's menu; a finger keeps the touch target.
  '@media': { '(pointer: fine)': { minHeight: itemHeightFine } },
} as const;

/** A section's heading: a row as tall as a page's (a finger's target), quieter than the pages under it. */
export const sectionToggle = recipe({
  base: { ...navRow, gap: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, letterSpacing: '0.05em' },
  variants: {
    // The current page is inside while folded: its heading carries the mark, so the operator still sees where they are.
    holdsActive: {
      true: {
        color: vars.color.text,
        '::before': activeMark,
      },
      false: {},
    },
  },
});

export const chevron = recipe({
  base: { flexShrink: 0, transition: `transform ${vars.duration.fast} ${vars.easing.standard}` },
  variants: { open: { true: {}, false: { transform: 'rotate(-90deg)' } } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A folded section's list: display flex would otherwise override the hidden attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = recipe({
  base: { ...navRow, gap: vars.space.md, fontSize: vars.fontSize.md, textDecoration: 'none' },
  variants: {
    active: {
      true: { background: vars.color.surfacePressed, color: vars.color.text, fontWeight: vars.fontWeight.medium, '::before': activeMark },
      false: {},
    },
    collapsed: { true: { justifyContent: 'center', padding: 0 }, false: {} },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '20px' });

export const itemLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const badge = recipe({
  base: {
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.danger,
    color: '#ffffff',
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: vars.font.numeric,
    lineHeight: '18px',
  },
  variants: {
    // Collapsed, a dot on the icon's corner says there is work waiting.
    collapsed: {
      true: { position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8, width: 8, height: 8, padding: 0 },
      false: { minWidth: 18, paddingInline: 6, textAlign: 'center' },
    },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toggle = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    marginBlockStart: vars.space.sm,
    padding: `0 ${vars.space.md}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'none',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
  },
  variants: { collapsed: { true: { justifyContent: 'center', padding: 0 }, false: {} } },
});

/** The collapsed icon's wrapper: takes the row's whole width, so the tooltip's trigger is the row. */
export const tooltipTarget = style({ display: 'block' });

export const tooltip = style({
  zIndex: vars.zIndex.floating,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfacePressed,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.35)',
  whiteSpace: 'nowrap',
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * A next page or a new sort is on its way: the rows shown stay as they are (dimming them would
 * take their text below AA contrast) and a bar runs along the table's top edge.
 */
export const progress = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  height: 3,
  overflow: 'hidden',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    background: vars.color.brand,
    animation: `${sweep} 1.2s ${vars.easing.standard} infinite`,
  },
});

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Rows about 40 px high (Ant Design's default table), or about 32 px compact. */
const densityVariants = {
  default: { paddingBlock: '9px', paddingInline: vars.space.lg },
  compact: { paddingBlock: vars.space.xs, paddingInline: vars.space.md },
} as const;

const cellBase = {
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

const alignVariants = {
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: vars.font.numeric },
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: { align: alignVariants, density: densityVariants },
  defaultVariants: { density: 'default' },
});

export const cell = recipe({
  // The scroller's border closes the last row.
  base: { ...cellBase, fontWeight: vars.fontWeight.regular, selectors: { 'tr:last-child > &': { borderBlockEnd: 0 } } },
  variants: {
    align: alignVariants,
    // Figures, times and codes stay on one line (a narrow screen scrolls the table sideways
    // rather than folding a date); free text may wrap.
    wrap: { true: { whiteSpace: 'normal', minWidth: '12rem' }, false: { whiteSpace: 'nowrap' } },
    // The row's first cell names it (a row header), without a header's weight.
    header: { true: { color: vars.color.text }, false: {} },
    density: densityVariants,
  },
  defaultVariants: { density: 'default' },
});

export const row = style({ selectors: { '&:hover': { background: vars.color.surfaceRaised } } });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { 'th[aria-sort] &': { color: vars.color.text } },
});

export const sortMark = recipe({
  base: { flexShrink: 0, transition: `transform ${vars.duration.fast}` },
  variants: {
    active: { true: { color: vars.color.brand }, false: { opacity: 0.6 } },
    descending: { true: { transform: 'rotate(180deg)' }, false: {} },
  },
});

export const actions = style({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space.md });

/**
 * The 操作 column stays at the right edge while the table scrolls sideways (a tablet), on the
 * row's own background; while columns are hidden under it, its edge casts a shadow.
 */
export const actionsCell = style({
  position: 'sticky',
  insetInlineEnd: 0,
  background: vars.color.surface,
  selectors: {
    'thead &': { background: vars.color.surfaceRaised },
    'tr:hover > &': { background: vars.color.surfaceRaised },
    '[data-overflow="more"] &': { boxShadow: '-6px 0 6px -4px rgba(0, 0, 0, 0.45)' },
  },
});

/** A row's action: text in the brand's colour, a destructive one in the danger text colour; no fill. */
export const rowAction = recipe({
  base: {
    padding: `${vars.space.xxs} 0`,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { textDecoration: 'underline' },
      '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: { danger: { true: { color: vars.color.dangerText }, false: { color: vars.color.brand } } },
});

export const checkbox = style({ width: 16, height: 16, margin: 0, verticalAlign: 'middle', accentColor: vars.color.brand, cursor: 'pointer' });

export const scrollHint = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'end' });

export const pagerRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const pageSize = style({
  height: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
});

// StatusNotice brings its own room above and below.
export const statusCell = style({ padding: `0 ${vars.space.lg}`, borderBlockEnd: 0 });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xxl} 0`,
  color: vars.color.textMuted,
});

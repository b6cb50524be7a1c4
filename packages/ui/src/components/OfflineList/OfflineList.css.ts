import { style, styleVariants } from '@vanilla-extract/css';
import { cardButton, rowCard } from '../../theme/card.css.ts';
import { vars } from '../../theme/theme.css.ts';
import type { DownloadStatus } from '../DownloadButton/downloadStatus.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/*
 * What these two change of the card styles they build on is doubled in specificity (`&&`): an
 * app's build may put the shared card.css.ts after this file (it did in the member app, where
 * the rows then stood as columns with their foot centred), and at equal specificity the later
 * rule wins.
 */
export const row = style([rowCard, { selectors: { '&&': { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm } } }]);

/** Cover and words; a button once the episode is stored, so a tap anywhere on it plays. */
export const body = style([
  cardButton,
  {
    cursor: 'default',
    selectors: {
      '&&': { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.md },
      'button&': { cursor: 'pointer', borderRadius: vars.radius.md },
      'button&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const cover = style({
  position: 'relative',
  flexShrink: 0,
  width: 112,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const playMark = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: 32,
  height: 32,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.round,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: 16,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const percent = style({
  flexShrink: 0,
  minWidth: '4ch',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: vars.font.numeric,
  textAlign: 'end',
});

export const foot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

const sentenceBase = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight });

/** The sentence takes the colour of what the member must do: nothing, act soon, or act now. */
export const sentence = styleVariants(
  {
    none: vars.color.textMuted,
    queued: vars.color.textMuted,
    downloading: vars.color.brand,
    paused: vars.color.textMuted,
    done: vars.color.textMuted,
    expired: vars.color.warning,
    failed: vars.color.dangerText,
    noSpace: vars.color.warning,
  } satisfies Record<DownloadStatus, string>,
  (color) => [sentenceBase, { color }],
);

export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A card that is one button (video cards, ad slots in a feed): a column, with no button chrome. */
export const cardButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

/** A record row on a raised surface (invites, coin and cash records): picture or icon, text, amount. */
export const rowCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

/** A row laid over the foot of a picture on a scrim, so its text reads on any picture; users set gap and padding. */
export const footScrim = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  background: `linear-gradient(to bottom, transparent, ${vars.color.scrim})`,
});

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Mobile-first page column: full width on phones, centred at 750px on tablets. */
export const contentColumn = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});

/** Numbers (prices, counts, timers) line up in columns. */
export const tabularNumbers = style({ fontVariantNumeric: vars.font.numeric });

/** Text only screen readers announce. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

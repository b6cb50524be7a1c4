import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A required image not picked yet, in a form that was checked. */
export const invalidTile = style({ borderColor: vars.color.dangerText });

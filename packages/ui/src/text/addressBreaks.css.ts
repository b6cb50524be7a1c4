import { style } from '@vanilla-extract/css';

/**
 * One part of an address kept whole: Chrome's own line breaker also breaks inside URLs (before
 * '=', after '-'), so without this a link ends a line with "?share" and starts the next with "=...".
 */
export const part = style({ whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '@nocturne/ui/theme';

export const grid = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

/** A banner card across both columns (ui isWideCell says which). */
export const wide = style({ gridColumn: '1 / -1' });

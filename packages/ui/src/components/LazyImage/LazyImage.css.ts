import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.skeleton,
  borderRadius: 'inherit',
});

export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: `opacity ${vars.duration.normal} ${vars.easing.standard}`,
  },
  variants: {
    status: {
      loading: { opacity: 0 },
      loaded: { opacity: 1 },
      error: { opacity: 1 },
    },
  },
});

/** Covers the frame while the picture is on its way or could not be fetched. */
export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  background: vars.color.skeleton,
});

export const placeholderIcon = style({ width: '32%', maxWidth: 48, height: 'auto' });

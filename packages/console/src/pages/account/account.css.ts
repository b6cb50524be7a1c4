import { style } from '@vanilla-extract/css';
import { panelSurface } from '../panel.css.ts';

export { panelTitle } from '../panel.css.ts';

export const panel = style([panelSurface, { maxWidth: '480px' }]);

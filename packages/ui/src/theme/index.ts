import './global.css.ts';

export { vars, darkTheme, breakpoints } from './theme.css.ts';
export { contentColumn, tabularNumbers, visuallyHidden } from './layout.css.ts';
export { scrim, centredPanel } from './overlay.css.ts';

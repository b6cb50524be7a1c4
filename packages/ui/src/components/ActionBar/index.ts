export { ActionBar, type ActionBarLabels, type ActionBarProps } from './ActionBar.tsx';

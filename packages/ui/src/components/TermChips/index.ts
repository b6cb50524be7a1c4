export { TermChips, type TermChipsProps } from './TermChips.tsx';

export { ProgressBar, wholePercent, type ProgressBarProps, type ProgressTone } from './ProgressBar.tsx';

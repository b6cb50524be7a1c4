export { PlayerShell, type PlayerShellLabels, type PlayerShellProps, type PlayerState } from './PlayerShell.tsx';

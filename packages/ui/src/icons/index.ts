export * from './icons.tsx';
export { createIcon, type IconProps } from './createIcon.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';

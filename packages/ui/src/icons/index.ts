export * from './icons.tsx';
export { createIcon, IconFrame, type IconProps } from './createIcon.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';

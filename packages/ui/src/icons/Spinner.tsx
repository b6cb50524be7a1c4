import { spinner } from './Spinner.css.ts';

export interface SpinnerProps {
  size?: number;
  className?: string;
}

/** A decorative spinning ring; whoever shows it also says "loading" in words. */
export function Spinner({ size = 16, className }: SpinnerProps) {
  return (
    <svg
      className={className ? `${spinner} ${className}` : spinner}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

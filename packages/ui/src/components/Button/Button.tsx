import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../../icons/Spinner.tsx';
import { button, label, type ButtonVariants } from './Button.css.ts';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Fills the width of its container. */
  block?: boolean;
  /** Shows a spinner and ignores presses, e.g. while a payment is being sent. */
  loading?: boolean;
  /** An icon before the label (decorative; the label names the button). */
  icon?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const preventPress = (event: { preventDefault(): void }) => event.preventDefault();

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = button({ variant, size, block });
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled}
      // A loading button stays focusable (focus is not lost mid-action) but does nothing.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // preventDefault: a loading submit button must not submit its form again either.
      onClick={loading ? preventPress : onClick}
    >
      {loading ? <Spinner /> : icon}
      <span className={label}>{children}</span>
    </button>
  );
}

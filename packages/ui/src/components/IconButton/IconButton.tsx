import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { iconButton, type IconButtonVariants } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name, required: an icon alone tells a screen reader nothing. */
  label: string;
  icon: ReactNode;
  tone?: IconButtonVariants['tone'];
  ref?: Ref<HTMLButtonElement>;
}

/** A 44×44 button showing only an icon. */
export function IconButton({ label, icon, tone, className, type = 'button', ...rest }: IconButtonProps) {
  const classes = iconButton({ tone });
  return (
    <button {...rest} type={type} aria-label={label} title={label} className={className ? `${classes} ${className}` : classes}>
      {icon}
    </button>
  );
}

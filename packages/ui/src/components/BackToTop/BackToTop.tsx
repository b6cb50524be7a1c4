import { IconArrowUp } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './BackToTop.css.ts';

/** How far (px) a list is scrolled before the button appears: about two screens of cards. */
export const BACK_TO_TOP_THRESHOLD = 600;

export interface BackToTopProps {
  /** The list's current scroll offset in px; the caller measures it. */
  scrollTop: number;
  /** Shown once scrollTop is beyond this many px. */
  threshold?: number;
  /** Accessible name, e.g. zhCN.common.backToTop (回到顶部). */
  label: string;
  onClick: () => void;
  className?: string;
}

/** A floating button that appears after scrolling down and reports a press. */
export function BackToTop({ scrollTop, threshold = BACK_TO_TOP_THRESHOLD, label, onClick, className }: BackToTopProps) {
  if (scrollTop <= threshold) return null;
  return (
    <IconButton
      className={className ? `${styles.button} ${className}` : styles.button}
      tone="filled"
      label={label}
      icon={<IconArrowUp />}
      onClick={onClick}
    />
  );
}

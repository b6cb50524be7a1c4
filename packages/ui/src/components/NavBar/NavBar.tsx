import type { ReactNode } from 'react';
import { IconBack } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './NavBar.css.ts';

export interface NavBarProps {
  title: string;
  /** Shows the back button; leave out on top-level pages. */
  onBack?: () => void;
  /** Accessible name of the back button, e.g. zhCN.common.back (返回). */
  backLabel?: string;
  /** Buttons on the right, e.g. a delete IconButton. */
  actions?: ReactNode;
  sticky?: boolean;
  /** Over a banner or video. */
  transparent?: boolean;
  /** The heading level of the title; pages use h1. */
  titleAs?: 'h1' | 'h2' | 'div';
}

/** The page header: back, centred title, actions. */
export function NavBar({ title, onBack, backLabel, actions, sticky, transparent, titleAs: Title = 'h1' }: NavBarProps) {
  return (
    <header className={styles.bar({ sticky, transparent })}>
      <div className={styles.side}>
        {onBack && backLabel ? <IconButton label={backLabel} icon={<IconBack />} onClick={onBack} /> : null}
      </div>
      <Title className={styles.title}>{title}</Title>
      <div className={styles.end}>{actions}</div>
    </header>
  );
}

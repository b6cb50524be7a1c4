import type { ReactNode } from 'react';
import { IconLock } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { OverlayDescription, OverlayShell, OverlayTitle } from '../OverlayShell/index.ts';
import * as styles from './Gate.css.ts';

export interface GateProps {
  /** Shown while the member may not see what is behind. */
  open: boolean;
  title: string;
  message: string;
  /** The way in, e.g. 会员解锁. */
  primaryLabel: string;
  /** The way out, e.g. 点击离开. */
  secondaryLabel: string;
  onPrimary: () => void;
  onSecondary: () => void;
  /** The emblem above the title; a lock by default. */
  emblem?: ReactNode;
  modal?: boolean;
  container?: HTMLElement | null;
}

/**
 * A full-screen overlay that blocks a section until the member chooses one of two actions,
 * e.g. the dark-web gate (VIP only). Escape and taps elsewhere do nothing, on purpose.
 */
export function Gate({
  open,
  title,
  message,
  primaryLabel,
  secondaryLabel,
  onPrimary,
  onSecondary,
  emblem = <IconLock />,
  modal,
  container,
}: GateProps) {
  return (
    <OverlayShell
      open={open}
      closable={false}
      role="alertdialog"
      described
      modal={modal}
      container={container}
      contentClassName={styles.gate}
    >
      <div className={styles.card}>
        <div className={styles.emblem} aria-hidden>
          {emblem}
        </div>
        <OverlayTitle className={styles.title}>{title}</OverlayTitle>
        <OverlayDescription className={styles.message}>{message}</OverlayDescription>
        <div className={styles.actions}>
          <Button block size="large" onClick={onPrimary}>
            {primaryLabel}
          </Button>
          <Button block size="large" variant="secondary" onClick={onSecondary}>
            {secondaryLabel}
          </Button>
        </div>
      </div>
    </OverlayShell>
  );
}

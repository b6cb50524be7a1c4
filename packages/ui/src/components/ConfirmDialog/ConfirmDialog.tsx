import type { ReactNode } from 'react';
import { centredPanel } from '../../theme/overlay.css.ts';
import { Button } from '../Button/Button.tsx';
import { OverlayDescription, OverlayShell, OverlayTitle } from '../OverlayShell/index.ts';
import * as styles from './ConfirmDialog.css.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** e.g. zhCN.common.confirm (确定). */
  confirmLabel: string;
  /** e.g. zhCN.common.cancel (取消). */
  cancelLabel: string;
  onConfirm: () => void;
  /** Also reported for Escape and a tap on the scrim: leaving without confirming is cancelling. */
  onCancel: () => void;
  /** `danger` for destructive confirmations such as clearing favourites. */
  tone?: 'default' | 'danger';
  /** Reports the confirm button as busy while the caller works. */
  confirming?: boolean;
  /** Until the question can be answered (a reason still missing). */
  confirmDisabled?: boolean;
  /** Under the message: what the answer needs besides yes (a reason field). */
  children?: ReactNode;
  modal?: boolean;
  container?: HTMLElement | null;
}

/** Asks one yes/no question, e.g. 确认清空 / 确定要清空所有收藏吗？ */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  confirming = false,
  confirmDisabled = false,
  children,
  modal,
  container,
}: ConfirmDialogProps) {
  return (
    <OverlayShell
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      role="alertdialog"
      described
      modal={modal}
      container={container}
      contentClassName={centredPanel}
    >
      <div className={styles.body}>
        <OverlayTitle className={styles.title}>{title}</OverlayTitle>
        <OverlayDescription className={styles.message}>{message}</OverlayDescription>
        {children}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={confirming} disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </OverlayShell>
  );
}

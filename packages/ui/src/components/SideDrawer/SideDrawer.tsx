import type { ReactNode } from 'react';
import { IconClose } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { OverlayShell, OverlayTitle } from '../OverlayShell/index.ts';
import * as styles from './SideDrawer.css.ts';

export interface SideDrawerProps {
  open: boolean;
  /** Names the drawer and the item it edits, e.g. 编辑 VIP 套餐：30 天. */
  title: string;
  /** Also reported for Escape and a click on the scrim. */
  onClose: () => void;
  /** The close button's name, e.g. 关闭. */
  closeLabel: string;
  /** The form. */
  children: ReactNode;
  /** At the bottom, always in view: the form's 保存 and 取消. */
  footer?: ReactNode;
  modal?: boolean;
  container?: HTMLElement | null;
}

/** The console's edit panel: slides in from the right over the page, titled with what it edits, the table left in place beside it. */
export function SideDrawer({ open, title, onClose, closeLabel, children, footer, modal, container }: SideDrawerProps) {
  return (
    <OverlayShell
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      modal={modal}
      container={container}
      contentClassName={styles.panel}
    >
      <header className={styles.header}>
        <OverlayTitle className={styles.title}>{title}</OverlayTitle>
        <IconButton label={closeLabel} icon={<IconClose />} onClick={onClose} />
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </OverlayShell>
  );
}

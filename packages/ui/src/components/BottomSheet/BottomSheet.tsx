import type { ReactNode } from 'react';
import { IconClose } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  OverlayClose,
  OverlayDescription,
  OverlayShell,
  OverlayTitle,
  type OverlayShellProps,
} from '../OverlayShell/index.ts';
import * as styles from './BottomSheet.css.ts';

export interface BottomSheetProps
  extends Omit<OverlayShellProps, 'contentClassName' | 'described' | 'role' | 'children'> {
  /** Names the sheet for screen readers; shown in the header unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** Accessible name of the close button, e.g. zhCN.common.close. Without it there is no close button. */
  closeLabel?: string;
  children?: ReactNode;
}

/** A panel sliding up from the bottom edge: episodes, paywall, share. */
export function BottomSheet({ title, hideTitle = false, description, closeLabel, children, ...shell }: BottomSheetProps) {
  const closable = shell.closable ?? true;
  return (
    <OverlayShell {...shell} described={Boolean(description)} contentClassName={styles.sheet}>
      <div className={hideTitle ? visuallyHidden : styles.header}>
        <OverlayTitle className={styles.title}>{title}</OverlayTitle>
        {closeLabel && closable && !hideTitle ? (
          <OverlayClose asChild>
            <IconButton className={styles.close} label={closeLabel} icon={<IconClose />} />
          </OverlayClose>
        ) : null}
      </div>
      {description ? <OverlayDescription className={styles.description}>{description}</OverlayDescription> : null}
      <div className={styles.body}>{children}</div>
    </OverlayShell>
  );
}

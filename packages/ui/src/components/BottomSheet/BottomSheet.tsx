import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { IconClose } from '../../icons/icons.tsx';
import { scrim } from '../../theme/overlay.css.ts';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './BottomSheet.css.ts';

export interface BottomSheetProps {
  /** Controlled open state; leave out with `defaultOpen` for an uncontrolled sheet. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the sheet for screen readers; shown in the header unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** Accessible name of the close button, e.g. zhCN.common.close. Without it there is no close button. */
  closeLabel?: string;
  /** When false the sheet ignores Escape and taps on the scrim (the member must choose an action). */
  closable?: boolean;
  /** An element that opens the sheet; focus returns to it when the sheet closes. */
  trigger?: ReactNode;
  /**
   * Modal (default) traps focus and hides the rest of the page from screen readers. Non-modal
   * exists so several sheets can be shown side by side in a story grid.
   */
  modal?: boolean;
  /** Where the sheet is portalled to (defaults to document.body). */
  container?: HTMLElement | null;
  children?: ReactNode;
}

export function BottomSheet({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  closeLabel,
  closable = true,
  trigger,
  modal = true,
  container,
  children,
}: BottomSheetProps) {
  const keepOpen = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={container}>
        {/* Radix draws its overlay only for modal dialogs; a non-modal sheet still dims the page. */}
        {modal ? <Dialog.Overlay className={scrim} /> : <div className={scrim} aria-hidden />}
        <Dialog.Content
          className={styles.sheet}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={hideTitle ? visuallyHidden : styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closeLabel && closable && !hideTitle ? (
              <Dialog.Close asChild>
                <IconButton className={styles.close} label={closeLabel} icon={<IconClose />} />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { scrim } from '../../theme/overlay.css.ts';

export interface OverlayShellProps {
  /** Controlled open state; leave out with `defaultOpen` for an uncontrolled overlay. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** When false, Escape and taps on the scrim do nothing: the member must choose an action. */
  closable?: boolean;
  /** An element that opens the overlay; focus returns to it on close. */
  trigger?: ReactNode;
  /**
   * Modal (default) traps focus and hides the page behind from screen readers. Non-modal
   * exists so several overlays can be shown side by side in a story grid.
   */
  modal?: boolean;
  /** Where the overlay is portalled to (defaults to document.body). */
  container?: HTMLElement | null;
  /** Whether a `Dialog.Description` is rendered inside; otherwise no aria-describedby is set. */
  described?: boolean;
  /** `alertdialog` for overlays that ask for a decision (confirm, gates). */
  role?: 'dialog' | 'alertdialog';
  contentClassName: string;
  /** Must contain a `Dialog.Title` (Radix names the dialog by it). */
  children: ReactNode;
}

/**
 * The Radix Dialog plumbing every overlay of the kit shares: portal, scrim, focus trap and
 * restore, Escape and outside taps honoured only when closable. Sheets, confirm dialogs and
 * gates differ only in the content they lay out inside.
 */
export function OverlayShell({
  open,
  defaultOpen,
  onOpenChange,
  closable = true,
  trigger,
  modal = true,
  container,
  described = false,
  role = 'dialog',
  contentClassName,
  children,
}: OverlayShellProps) {
  const keepOpen = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  // A non-modal overlay sits beside the page; it must not pull focus away from it.
  const keepFocus = modal ? undefined : (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={container}>
        {/* Radix draws its overlay only for modal dialogs; a non-modal one still dims the page. */}
        {modal ? <Dialog.Overlay className={scrim} /> : <div className={scrim} aria-hidden />}
        <Dialog.Content
          className={contentClassName}
          role={role}
          onOpenAutoFocus={keepFocus}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const OverlayTitle = Dialog.Title;
export const OverlayDescription = Dialog.Description;
export const OverlayClose = Dialog.Close;

import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Overlays open now, the most recent last: Escape belongs to the top one only. */
const openLayers: HTMLDialogElement[] = [];

// Links are left out on purpose: focus should land on an action, not on a link in the text.
const TABBABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OverlayLayerOptions {
  /** Modal: shown with showModal() (page behind inert, focus moved in and given back on close). */
  modal: boolean;
  /** Whether Escape, the system back gesture and taps on the scrim may close it. */
  closable: boolean;
  requestClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
}

function focusInside(dialog: HTMLDialogElement, initialFocus: HTMLElement | null | undefined) {
  if (initialFocus) return initialFocus.focus();
  if (dialog.contains(document.activeElement) && document.activeElement !== dialog) return;
  (dialog.querySelector<HTMLElement>(TABBABLE) ?? dialog).focus();
}

/**
 * The behaviour of an open overlay on a native <dialog>: the browser makes the page behind
 * inert (focus trap, hidden from screen readers) in its top layer; Escape and close requests
 * are decided here, so a gate that must not be skipped stays open in every browser.
 */
export function useOverlayLayer(dialogRef: RefObject<HTMLDialogElement | null>, options: OverlayLayerOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { modal } = options;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement;
    openLayers.push(dialog);
    if (modal) {
      if (!dialog.open) dialog.showModal();
      focusInside(dialog, latest.current.initialFocus?.current);
    }
    const ask = () => {
      if (latest.current.closable) latest.current.requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openLayers.at(-1) !== dialog) return;
      // The browser's own Escape handling would close the dialog behind React's back.
      event.preventDefault();
      ask();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      ask();
    };
    // A close request the browser would not let us cancel (a repeated back gesture): keep
    // a gate up, let anything else report its close. The event is queued, so one from an
    // earlier close() (React's StrictMode reopens at once) finds the dialog open again: ignored.
    const onClose = () => {
      if (dialog.open) return;
      if (!latest.current.closable && modal) dialog.showModal();
      else latest.current.requestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      openLayers.splice(openLayers.indexOf(dialog), 1);
      if (modal && dialog.open) dialog.close();
      if (modal && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [dialogRef, modal]);
}

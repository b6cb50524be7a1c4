import { cloneElement, isValidElement, useId, useMemo, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { scrim } from '../../theme/overlay.css.ts';
import { layer } from './OverlayShell.css.ts';
import { OverlayContext } from './overlayContext.ts';
import { useOpenState } from './useOpenState.ts';
import { useOverlayLayer } from './useOverlayLayer.ts';

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
  /** Whether an `OverlayDescription` is rendered inside; otherwise no aria-describedby is set. */
  described?: boolean;
  /** `alertdialog` for overlays that ask for a decision (confirm, gates). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus when it opens; by default the first button or field inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  contentClassName: string;
  /** Must contain an `OverlayTitle` (it names the overlay). */
  children: ReactNode;
}

type TriggerProps = { onClick?: (event: unknown) => void; 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: boolean };

/**
 * What every overlay of the kit shares, on the browser's own <dialog>: portal, scrim,
 * focus moved in and given back, Escape and outside taps honoured only when closable.
 * Sheets, confirm dialogs and gates differ only in the content they lay out inside.
 */
export function OverlayShell({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closable = true,
  trigger,
  modal = true,
  container,
  described = false,
  role = 'dialog',
  initialFocus,
  contentClassName,
  children,
}: OverlayShellProps) {
  const [open, setOpen] = useOpenState(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const overlay = useMemo(
    () => ({ titleId: `${id}title`, descriptionId: `${id}description`, close: () => setOpen(false) }),
    [id, setOpen],
  );
  const triggerElement = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event) => {
          (trigger as ReactElement<TriggerProps>).props.onClick?.(event);
          setOpen(true);
        },
      })
    : trigger;
  return (
    <>
      {triggerElement}
      {open ? (
        <OverlayLayer
          modal={modal}
          closable={closable}
          container={container}
          role={role}
          described={described}
          initialFocus={initialFocus}
          overlay={overlay}
          contentClassName={contentClassName}
        >
          {children}
        </OverlayLayer>
      ) : null}
    </>
  );
}

interface OverlayLayerProps extends Pick<OverlayShellProps, 'container' | 'role' | 'described' | 'initialFocus' | 'contentClassName' | 'children'> {
  modal: boolean;
  closable: boolean;
  overlay: { titleId: string; descriptionId: string; close: () => void };
}

/** The open overlay: mounted only while open, so its effects run exactly from opening to closing. */
function OverlayLayer({ modal, closable, container, role, described, initialFocus, overlay, contentClassName, children }: OverlayLayerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useOverlayLayer(dialogRef, { modal, closable, requestClose: overlay.close, initialFocus });
  return createPortal(
    <dialog
      ref={dialogRef}
      className={layer}
      // A non-modal layer is simply shown; a modal one is opened with showModal() by its effect.
      open={modal ? undefined : true}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={modal || undefined}
      aria-labelledby={overlay.titleId}
      aria-describedby={described ? overlay.descriptionId : undefined}
      tabIndex={-1}
    >
      <div className={scrim} aria-hidden onClick={closable ? overlay.close : undefined} />
      <div className={contentClassName}>
        <OverlayContext.Provider value={overlay}>{children}</OverlayContext.Provider>
      </div>
    </dialog>,
    container ?? document.body,
  );
}

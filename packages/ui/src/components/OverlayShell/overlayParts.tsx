import { cloneElement, isValidElement, type ComponentPropsWithRef, type MouseEvent, type ReactElement } from 'react';
import { useOverlay } from './overlayContext.ts';

/** Names the overlay (its `aria-labelledby`); every overlay has one. */
export function OverlayTitle(props: ComponentPropsWithRef<'h2'>) {
  return <h2 {...props} id={useOverlay('OverlayTitle').titleId} />;
}

/** Describes the overlay when OverlayShell is `described`. */
export function OverlayDescription(props: ComponentPropsWithRef<'p'>) {
  return <p {...props} id={useOverlay('OverlayDescription').descriptionId} />;
}

type ClickHandler = (event: MouseEvent<HTMLElement>) => void;

export interface OverlayCloseProps extends ComponentPropsWithRef<'button'> {
  /** Give the close behaviour to the one child element (e.g. an IconButton) instead of a plain button. */
  asChild?: boolean;
}

/** A button that closes the overlay, after its own onClick (which may preventDefault to keep it open). */
export function OverlayClose({ asChild = false, children, onClick, ...props }: OverlayCloseProps) {
  const { close } = useOverlay('OverlayClose');
  const closeAfter = (own?: ClickHandler) => (event: MouseEvent<HTMLElement>) => {
    own?.(event);
    if (!event.defaultPrevented) close();
  };
  if (asChild && isValidElement<{ onClick?: ClickHandler }>(children)) {
    const child = children as ReactElement<{ onClick?: ClickHandler }>;
    return cloneElement(child, { ...props, onClick: closeAfter(child.props.onClick) });
  }
  return (
    <button type="button" {...props} onClick={closeAfter(onClick as ClickHandler | undefined)}>
      {children}
    </button>
  );
}

import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** A second tap within this many ms is a double tap (so a single tap waits this long). */
export const DOUBLE_TAP_MS = 280;
/** Held this long without lifting: 长按倍速 starts. */
export const HOLD_MS = 450;

export type TapZone = 'left' | 'center' | 'right';

export interface StageGestures {
  onTap: () => void;
  onDoubleTap: (zone: TapZone) => void;
  onHoldStart: () => void;
  onHoldEnd: () => void;
}

/** Thirds of the stage: a double tap on the left seeks back, on the right forward, in the middle plays/pauses. */
function zoneOf(event: PointerEvent<HTMLElement>): TapZone {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.width <= 0) return 'center';
  const ratio = (event.clientX - rect.left) / rect.width;
  return ratio < 1 / 3 ? 'left' : ratio > 2 / 3 ? 'right' : 'center';
}

/** Tap, double tap and hold on the video surface, from pointer events (touch, pen and mouse alike). */
export function useStageGestures(handlers: StageGestures) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const holding = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(holdTimer.current);
      clearTimeout(tapTimer.current);
    },
    [],
  );

  const endHold = () => {
    clearTimeout(holdTimer.current);
    if (!holding.current) return false;
    holding.current = false;
    latest.current.onHoldEnd();
    return true;
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button > 0) return;
      clearTimeout(holdTimer.current);
      holdTimer.current = setTimeout(() => {
        holding.current = true;
        // A pending single tap belongs to this press: it must not also toggle the controls.
        clearTimeout(tapTimer.current);
        tapTimer.current = undefined;
        latest.current.onHoldStart();
      }, HOLD_MS);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (endHold()) return;
      if (tapTimer.current !== undefined) {
        clearTimeout(tapTimer.current);
        tapTimer.current = undefined;
        latest.current.onDoubleTap(zoneOf(event));
        return;
      }
      tapTimer.current = setTimeout(() => {
        tapTimer.current = undefined;
        latest.current.onTap();
      }, DOUBLE_TAP_MS);
    },
    onPointerCancel: () => endHold(),
    onPointerLeave: () => endHold(),
    // A long press must not open the browser's image/link menu over the video.
    onContextMenu: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
  };
}

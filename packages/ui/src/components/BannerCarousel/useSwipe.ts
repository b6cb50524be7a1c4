import { useRef, type PointerEvent } from 'react';

/** Horizontal travel in px that counts as a swipe rather than a tap. */
export const SWIPE_DISTANCE = 40;

/**
 * Reports a left or right swipe made with a finger, pen or mouse. Pointer events cover
 * touch too, so there is one code path; `touch-action: pan-y` on the element keeps the
 * page's vertical scrolling with the browser.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const travel = event.clientX - start.current;
      start.current = null;
      if (Math.abs(travel) < SWIPE_DISTANCE) return;
      swiped.current = true;
      onSwipe(travel < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = null;
    },
    /** True right after a swipe, so the click that ends it does not open the banner. */
    wasSwipe: () => swiped.current,
  };
}

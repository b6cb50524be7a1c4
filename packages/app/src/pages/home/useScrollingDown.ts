import { useEffect, useState } from 'react';

/** Within this many pixels of the top a floating control always shows. */
export const NEAR_TOP_PX = 120;
/** Movements smaller than this (a finger's jitter) change nothing. */
const SCROLL_JITTER_PX = 8;

/**
 * True while the member scrolls down the window past the top: a floating control steps
 * aside so it covers no card titles, and comes back as soon as they scroll up.
 */
export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y < NEAR_TOP_PX) setDown(false);
      else if (Math.abs(y - last) >= SCROLL_JITTER_PX) setDown(y > last);
      else return;
      last = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return down;
}

import { useEffect, useState } from 'react';

/**
 * True once `element` comes within `rootMargin` of the viewport, and stays true: an image
 * that started loading never unloads. Without IntersectionObserver (old WebViews) it is
 * true at once, so content still appears, only eagerly.
 */
export function useSeenOnce(element: Element | null, rootMargin: string, enabled: boolean): boolean {
  const [seen, setSeen] = useState(!enabled);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, seen]);
  return seen;
}

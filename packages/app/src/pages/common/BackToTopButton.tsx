import { zhCN } from '@nocturne/core';
import { BackToTop } from '@nocturne/ui';
import { useEffect, useState } from 'react';

/** The back-to-top button, fed with the window's scroll position. */
export function BackToTopButton() {
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const update = () => setScrollTop(window.scrollY);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <BackToTop scrollTop={scrollTop} label={zhCN.common.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />
  );
}

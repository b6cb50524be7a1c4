import { zhCN } from '@nocturne/core';
import { IconArrowUp, IconButton } from '@nocturne/ui';
import { useEffect, useState } from 'react';

/** Shows once the page has scrolled a screen down. */
const SHOW_AFTER_SCREENS = 1;

export function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      label={zhCN.common.backToTop}
      icon={<IconArrowUp />}
      tone="filled"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}

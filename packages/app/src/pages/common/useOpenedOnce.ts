import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded overlay is mounted from its first
 * opening on and stays mounted, so closing it still gives focus back where it came from.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

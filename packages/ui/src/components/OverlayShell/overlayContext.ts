import { createContext, useContext } from 'react';

/** What the parts inside an overlay need from it: the ids that name and describe it, and a way to close it. */
export interface OverlayContextValue {
  titleId: string;
  descriptionId: string;
  close: () => void;
}

export const OverlayContext = createContext<OverlayContextValue | null>(null);

export function useOverlay(part: string): OverlayContextValue {
  const overlay = useContext(OverlayContext);
  if (!overlay) throw new Error(`${part} must be used inside an OverlayShell.`);
  return overlay;
}

import type { ReactNode } from 'react';

/** A 16:9 black stage like the player's, for the parts of the controls that sit over the video. */
export function VideoStage({ children }: { children: ReactNode }) {
  return <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000', color: '#fff' }}>{children}</div>;
}

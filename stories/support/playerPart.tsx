import { PlayerRoot } from '@nocturne/ui';
import type { ReactNode } from 'react';
import { playerOf, type PlayerArgs } from './playerArgs.tsx';
import { VideoStage } from './videoStage.tsx';

/** A part alone on the stage, reading the story's player from PlayerRoot, in a bar at the bottom. */
function Part({ args, children }: { args: PlayerArgs; children: ReactNode }) {
  return (
    <VideoStage>
      <PlayerRoot player={playerOf(args)}>
        <div style={{ position: 'absolute', left: 12, right: 12, bottom: 12, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
          {children}
        </div>
      </PlayerRoot>
    </VideoStage>
  );
}

/** Where a part goes on the stage: at the bottom, or over all of it (the centre, the card, the hint). */
export const on = (part: ReactNode) => (args: PlayerArgs) => <Part args={args}>{part}</Part>;
export const over = (part: ReactNode) => (args: PlayerArgs) => (
  <VideoStage>
    <PlayerRoot player={playerOf(args)}>{part}</PlayerRoot>
  </VideoStage>
);

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PlayerValue, PlayerView } from './playerValue.ts';

const PlayerContext = createContext<PlayerValue | null>(null);

/** Puts a player value in reach of the parts inside it (PlayerPlayButton, PlayerSeekBar, ...). */
export function PlayerRoot({ player, children }: { player: PlayerValue; children: ReactNode }) {
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}

/** The player value of the PlayerRoot around: its actions, and its view as it is now (for a key or a tap). */
export function usePlayer(): PlayerValue {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('A player part is rendered outside PlayerRoot');
  return player;
}

/** One field of the player's view; the part re-renders when that field changes, not when others do. */
export function usePlayerState<K extends keyof PlayerView>(key: K): PlayerView[K] {
  const { subscribe, getView } = usePlayer();
  return useSyncExternalStore(subscribe, () => getView()[key]);
}

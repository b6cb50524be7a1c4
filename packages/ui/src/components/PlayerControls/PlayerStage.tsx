import type { KeyboardEvent, ReactNode, Ref } from 'react';
import * as styles from './PlayerControls.css.ts';
import { usePlayer, usePlayerState } from './PlayerRoot.tsx';
import { seekBy, togglePlay } from './playerValue.ts';
import { useStageGestures, type TapZone } from './useStageGestures.ts';

export interface PlayerStageProps {
  /** The player region's name, '播放器'. */
  label: string;
  /** The video element (or a poster in stories): it fills the stage beneath everything. */
  media?: ReactNode;
  /** Layer between the video and the controls, e.g. danmaku; it never takes taps. */
  overlay?: ReactNode;
  /** The root, with everything on it: what the app puts in fullscreen. */
  stageRef?: Ref<HTMLDivElement>;
  /** A single tap on the video (the layout shows or hides its bars). */
  onTap: () => void;
  /** A double tap on a side seeked: the layout shows its hint. */
  onSeekTap?: (zone: Exclude<TapZone, 'center'>) => void;
  /** The member touched the player (a key, focus): the layout keeps its bars shown. */
  onActivity?: () => void;
  /** The controls drawn over the video. */
  children?: ReactNode;
}

/**
 * The stage: the video, the overlay, and the surface that takes the gestures (double tap on the
 * sides seeks, in the middle plays or pauses, holding plays at 2x) and the keys (space and k,
 * the arrows, f, m). Everything sits inside it, so it is what goes fullscreen.
 */
export function PlayerStage({ label, media, overlay, stageRef, onTap, onSeekTap, onActivity, children }: PlayerStageProps) {
  const player = usePlayer();
  const { actions } = player;
  const fullscreen = usePlayerState('fullscreen');

  const gestures = useStageGestures({
    onTap,
    onDoubleTap: (zone) => {
      if (zone === 'center') {
        togglePlay(player);
        return;
      }
      const { seekStep } = player.getView();
      seekBy(player, zone === 'left' ? -seekStep : seekStep);
      onSeekTap?.(zone);
    },
    onHoldStart: () => actions.hold(true),
    onHoldEnd: () => actions.hold(false),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const onRoot = event.target === event.currentTarget;
    const key = event.key.toLowerCase();
    const { seekStep } = player.getView();
    if (key === 'k' || (key === ' ' && onRoot)) togglePlay(player);
    else if (key === 'arrowleft') seekBy(player, -seekStep);
    else if (key === 'arrowright') seekBy(player, seekStep);
    else if (key === 'f') actions.setFullscreen(!fullscreen);
    else if (key === 'm') actions.toggleMute();
    else return;
    event.preventDefault();
    onActivity?.();
  };

  return (
    <div
      ref={stageRef}
      className={styles.root}
      role="group"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onActivity}
      data-fullscreen={fullscreen || undefined}
    >
      <div className={styles.media}>{media}</div>
      {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
      <div className={styles.surface} data-testid="player-surface" {...gestures} />
      {children}
    </div>
  );
}

import * as styles from './PlayerControls.css.ts';
import type { PlayerControlsLabels } from './PlayerControls.tsx';
import { usePlayer, usePlayerState } from './PlayerRoot.tsx';
import { SeekBar } from './SeekBar.tsx';

/** '01:23 / 04:05': where the player is, of the episode's real length. */
export function PlayerClock({ labels }: { labels: Pick<PlayerControlsLabels, 'time'> }) {
  const currentTime = usePlayerState('currentTime');
  const duration = usePlayerState('duration');
  return <span className={styles.clock}>{`${labels.time(currentTime)} / ${labels.time(duration)}`}</span>;
}

export interface PlayerSeekBarProps {
  labels: Pick<PlayerControlsLabels, 'seek' | 'beyondPreview' | 'time' | 'spokenPosition'>;
  /** Told when a drag starts and ends (the controls stay shown meanwhile). */
  onDragChange?: (dragging: boolean) => void;
  /** Stories: show the bar as if dragged to this time. */
  dragTime?: number | null;
}

/** The kit's SeekBar over the player: position, buffer, the preview's free part and the thumbnails. */
export function PlayerSeekBar({ labels, onDragChange, dragTime }: PlayerSeekBarProps) {
  const { actions } = usePlayer();
  const duration = usePlayerState('duration');
  return (
    <SeekBar
      label={labels.seek}
      currentTime={usePlayerState('currentTime')}
      duration={duration}
      bufferedEnd={usePlayerState('bufferedEnd')}
      previewLimit={usePlayerState('previewLimit')}
      beyondPreview={labels.beyondPreview}
      step={usePlayerState('seekStep')}
      time={labels.time}
      valueText={(seconds) => labels.spokenPosition(seconds, duration)}
      thumbnailAt={usePlayerState('thumbnailAt')}
      onSeek={actions.seek}
      onDragChange={onDragChange}
      dragTime={dragTime}
    />
  );
}

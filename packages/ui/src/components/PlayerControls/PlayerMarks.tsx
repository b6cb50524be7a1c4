import { Spinner } from '../../icons/Spinner.tsx';
import { NextEpisodeCard } from './NextEpisodeCard.tsx';
import * as styles from './PlayerControls.css.ts';
import type { PlayerControlsLabels } from './PlayerControls.tsx';
import { IconFastForward, IconPlayFilled } from './playerIcons.tsx';
import { usePlayer, usePlayerState } from './PlayerRoot.tsx';

/** 长按倍速's hint, while the hold lasts. */
export function PlayerHoldHint({ labels }: { labels: { holdHint: string } }) {
  if (!usePlayerState('boosted')) return null;
  return (
    <p className={styles.hint} role="status">
      <IconFastForward />
      {labels.holdHint}
    </p>
  );
}

/** 试看至00:10, while only the preview plays. */
export function PlayerPreviewMark({ labels }: { labels: { previewMark: string } }) {
  if (usePlayerState('previewLimit') == null) return null;
  return <span className={styles.previewPill}>{labels.previewMark}</span>;
}

/** The title, in fullscreen only (the page shows it otherwise); a placeholder keeps the bar's layout. */
export function PlayerTitle({ title }: { title?: string }) {
  const fullscreen = usePlayerState('fullscreen');
  return fullscreen && title ? <p className={styles.title}>{title}</p> : <span />;
}

/**
 * The middle of the stage: a spinner while playback waits for data, the big play button while
 * paused with the controls shown (not under the next-episode card).
 */
export function PlayerCentre({ labels, shown }: { labels: { play: string }; shown: boolean }) {
  const { actions } = usePlayer();
  const paused = usePlayerState('paused');
  const waiting = usePlayerState('waiting');
  const nextEpisode = usePlayerState('nextEpisode') !== null;
  if (waiting && !paused) {
    return (
      <span className={styles.centre}>
        <Spinner size={36} />
      </span>
    );
  }
  if (!paused || !shown || nextEpisode) return null;
  return (
    <button type="button" className={styles.centreButton} aria-label={labels.play} onClick={actions.play}>
      <IconPlayFilled />
    </button>
  );
}

/** 即将播放下一集, while the app counts down to the next episode. */
export function PlayerNextEpisode({ labels }: { labels: Pick<PlayerControlsLabels, 'nextEpisode' | 'nextEpisodeIn' | 'playNow' | 'cancel'> }) {
  const { actions } = usePlayer();
  const episode = usePlayerState('nextEpisode');
  if (!episode) return null;
  return <NextEpisodeCard episode={episode} labels={labels} onNow={() => actions.nextEpisodeNow?.()} onCancel={() => actions.nextEpisodeCancel?.()} />;
}

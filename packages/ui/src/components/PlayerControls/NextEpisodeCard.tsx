import * as styles from './PlayerControls.css.ts';
import { usePlayer, usePlayerState } from './PlayerRoot.tsx';

export interface NextEpisodeView {
  /** The episode's name, '第2集'. */
  name: string;
  /** Seconds left before it plays; the app counts down. */
  secondsLeft: number;
}

export interface NextEpisodeCardProps {
  episode: NextEpisodeView;
  labels: { nextEpisode: string; nextEpisodeIn: (seconds: number) => string; playNow: string; cancel: string };
  onNow: () => void;
  onCancel: () => void;
}

/** 即将播放下一集: the episode ended; the next one starts after a short countdown unless cancelled. */
export function NextEpisodeCard({ episode, labels, onNow, onCancel }: NextEpisodeCardProps) {
  return (
    <section className={styles.nextCard} aria-label={labels.nextEpisode}>
      <p className={styles.nextTitle} role="status">
        {labels.nextEpisode}
      </p>
      <p className={styles.nextName}>{episode.name}</p>
      <p className={styles.nextCountdown}>{labels.nextEpisodeIn(episode.secondsLeft)}</p>
      <div className={styles.nextActions}>
        <button type="button" className={styles.nextCancel} onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className={styles.nextNow} onClick={onNow}>
          {labels.playNow}
        </button>
      </div>
    </section>
  );
}

/** The card over the player, while the app counts down to the next episode. */
export function PlayerNextEpisode({ labels }: Pick<NextEpisodeCardProps, 'labels'>) {
  const { actions } = usePlayer();
  const episode = usePlayerState('nextEpisode');
  if (!episode) return null;
  return <NextEpisodeCard episode={episode} labels={labels} onNow={actions.nextEpisodeNow} onCancel={actions.nextEpisodeCancel} />;
}

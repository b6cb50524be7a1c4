import * as styles from './PlayerControls.css.ts';
import { IconExitFullscreen, IconFullscreen, IconMuted, IconPause, IconPictureInPicture, IconPlayFilled, IconVolume } from './playerIcons.tsx';
import { usePlayer, usePlayerState } from './PlayerRoot.tsx';
import { togglePlay } from './playerValue.ts';

/** The bar's play/pause button: it names what a press does next. */
export function PlayerPlayButton({ labels }: { labels: { play: string; pause: string } }) {
  const player = usePlayer();
  const paused = usePlayerState('paused');
  return (
    <button type="button" className={styles.iconButton} aria-label={paused ? labels.play : labels.pause} onClick={() => togglePlay(player)}>
      {paused ? <IconPlayFilled /> : <IconPause />}
    </button>
  );
}

export function PlayerMuteButton({ labels }: { labels: { mute: string; unmute: string } }) {
  const { actions } = usePlayer();
  const muted = usePlayerState('muted');
  return (
    <button type="button" className={styles.iconButton} aria-label={muted ? labels.unmute : labels.mute} onClick={actions.toggleMute}>
      {muted ? <IconMuted /> : <IconVolume />}
    </button>
  );
}

/** Asks to enter fullscreen, or in fullscreen to leave it; the app does it. */
export function PlayerFullscreenButton({ labels }: { labels: { fullscreen: string; exitFullscreen: string } }) {
  const { actions } = usePlayer();
  const fullscreen = usePlayerState('fullscreen');
  return (
    <button type="button" className={styles.iconButton} aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen} onClick={() => actions.setFullscreen(!fullscreen)}>
      {fullscreen ? <IconExitFullscreen /> : <IconFullscreen />}
    </button>
  );
}

/** Only where the browser offers picture-in-picture. */
export function PlayerPictureInPictureButton({ labels }: { labels: { pictureInPicture: string } }) {
  const { actions } = usePlayer();
  const offered = usePlayerState('pictureInPicture');
  if (!offered) return null;
  return (
    <button type="button" className={styles.iconButton} aria-label={labels.pictureInPicture} onClick={actions.togglePictureInPicture}>
      <IconPictureInPicture />
    </button>
  );
}

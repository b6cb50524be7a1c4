import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { PlayerFullscreenButton, PlayerMuteButton, PlayerPictureInPictureButton, PlayerPlayButton } from './PlayerButtons.tsx';
import * as styles from './PlayerControls.css.ts';
import { PlayerQualityMenu, PlayerRateMenu } from './PlayerMenus.tsx';
import { Spinner } from '../../icons/Spinner.tsx';
import { PlayerNextEpisode } from './NextEpisodeCard.tsx';
import { IconFastForward, IconPlayFilled, IconRewind } from './playerIcons.tsx';
import { PlayerRoot, usePlayer, usePlayerState } from './PlayerRoot.tsx';
import { PlayerStage } from './PlayerStage.tsx';
import { PlayerClock, PlayerSeekBar } from './PlayerTime.tsx';
import type { PlayerValue } from './playerValue.ts';
import type { TapZone } from './useStageGestures.ts';

/** While playing, the controls hide this long after the last touch. */
export const AUTO_HIDE_MS = 3000;

export interface PlayerControlsLabels {
  /** The player region's name, '播放器'. */
  controls: string;
  play: string;
  pause: string;
  /** The seek slider, '播放进度'. */
  seek: string;
  quality: string;
  speed: string;
  fullscreen: string;
  exitFullscreen: string;
  pictureInPicture: string;
  mute: string;
  unmute: string;
  /** 长按倍速's hint, '2倍速播放中'. */
  holdHint: string;
  /** The double-tap hints, '快退10秒' and '快进10秒'. */
  seekBack: string;
  seekForward: string;
  /** The preview's mark, '试看至00:10'. */
  previewMark: string;
  beyondPreview: string;
  nextEpisode: string;
  nextEpisodeIn: (seconds: number) => string;
  playNow: string;
  cancel: string;
  /** A time as the clock shows it, '01:05'. */
  time: (seconds: number) => string;
  /** The slider's spoken value, '1分5秒，共24秒'. */
  spokenPosition: (seconds: number, duration: number) => string;
}

export interface PlayerControlsProps {
  /** The player: what it is (time, speed, sound, fullscreen) and what it can be asked to do. */
  player: PlayerValue;
  labels: PlayerControlsLabels;
  /** The video element (or a poster in stories): it fills the stage beneath everything. */
  children?: ReactNode;
  /** Layer between the video and the controls, e.g. danmaku; it never takes taps. */
  overlay?: ReactNode;
  /** A passing notice over the video (PlayerNotice: where it resumed); the app times it. */
  notice?: ReactNode;
  /** More buttons for the control bar, before speed and quality (e.g. the danmaku toggle). */
  extraActions?: ReactNode;
  /** Shown in the top bar in fullscreen, where the page's title is out of sight. */
  title?: string;
  /** The root, with everything on it: what the app puts in fullscreen. */
  stageRef?: Ref<HTMLDivElement>;
  /** Stories: start with a menu open. */
  defaultMenu?: 'quality' | 'speed' | null;
  /** Stories: show the seek bar as if dragged to this time. */
  dragTime?: number | null;
}

interface SeekHint {
  zone: Exclude<TapZone, 'center'>;
  key: number;
}

/**
 * The kit's layout of the player's parts: the themed, touch-first controls over the video. Tap
 * shows and hides them, double tap on the sides seeks, holding plays at 2x, a seek bar with
 * thumbnails and the preview limit, speed and quality menus, fullscreen, picture-in-picture and
 * keyboard keys. Each part reads what it shows from the player value; the layout keeps only
 * what the controls themselves show (shown or hidden, the open menu, a drag, a seek hint).
 */
export function PlayerControls({ player, ...props }: PlayerControlsProps) {
  return (
    <PlayerRoot player={player}>
      <ControlsLayout {...props} />
    </PlayerRoot>
  );
}

function ControlsLayout({ labels, title, defaultMenu, dragTime, ...props }: Omit<PlayerControlsProps, 'player'>) {
  const { actions } = usePlayer();
  const paused = usePlayerState('paused');
  const waiting = usePlayerState('waiting');
  const boosted = usePlayerState('boosted');
  const fullscreen = usePlayerState('fullscreen');
  const previewLimit = usePlayerState('previewLimit');
  const nextEpisode = usePlayerState('nextEpisode');
  const [shown, setShown] = useState(true);
  const [activity, setActivity] = useState(0);
  const [menu, setMenu] = useState<'quality' | 'speed' | null>(defaultMenu ?? null);
  const [dragging, setDragging] = useState(false);
  const [seekHint, setSeekHint] = useState<SeekHint | null>(null);

  const poke = () => {
    setShown(true);
    setActivity((count) => count + 1);
  };

  // Auto-hide while playing, unless the member is in a menu or dragging.
  useEffect(() => {
    if (!shown || paused || menu !== null || dragging || dragTime != null) return;
    const timer = setTimeout(() => setShown(false), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [shown, paused, menu, dragging, activity, dragTime]);

  useEffect(() => {
    if (!seekHint) return;
    const timer = setTimeout(() => setSeekHint(null), 600);
    return () => clearTimeout(timer);
  }, [seekHint]);

  const chromeShown = shown || paused || menu !== null || dragging;

  return (
    <PlayerStage
      label={labels.controls}
      media={props.children}
      overlay={props.overlay}
      stageRef={props.stageRef}
      onTap={() => {
        if (menu) setMenu(null);
        else if (shown) setShown(false);
        else poke();
      }}
      onSeekTap={(zone) => setSeekHint({ zone, key: Date.now() })}
      onActivity={poke}
    >
      {boosted ? (
        <p className={styles.hint} role="status">
          <IconFastForward />
          {labels.holdHint}
        </p>
      ) : null}
      {seekHint ? (
        <div key={seekHint.key} className={styles.ripple({ side: seekHint.zone })} role="status">
          {seekHint.zone === 'left' ? <IconRewind /> : <IconFastForward />}
          <span>{seekHint.zone === 'left' ? labels.seekBack : labels.seekForward}</span>
        </div>
      ) : null}
      {waiting && !paused ? (
        <span className={styles.centre}>
          <Spinner size={36} />
        </span>
      ) : paused && chromeShown && !nextEpisode ? (
        <button type="button" className={styles.centreButton} aria-label={labels.play} onClick={actions.play}>
          <IconPlayFilled />
        </button>
      ) : null}

      <div
        className={chromeShown ? styles.chrome : `${styles.chrome} ${styles.chromeHidden}`}
        data-testid="player-chrome"
        data-shown={chromeShown}
        onPointerDown={poke}
      >
        <div className={styles.topBar}>
          {fullscreen && title ? <p className={styles.title}>{title}</p> : <span />}
          <div className={styles.row}>
            {previewLimit != null ? <span className={styles.previewPill}>{labels.previewMark}</span> : null}
            <PlayerPictureInPictureButton labels={labels} />
          </div>
        </div>
        <div className={styles.bottomBar}>
          <PlayerSeekBar labels={labels} onDragChange={setDragging} dragTime={dragTime} />
          <div className={styles.row}>
            <PlayerPlayButton labels={labels} />
            <PlayerClock labels={labels} />
            <span className={styles.spacer} />
            {props.extraActions}
            <PlayerMuteButton labels={labels} />
            <PlayerRateMenu label={labels.speed} open={menu === 'speed'} onOpenChange={(open) => setMenu(open ? 'speed' : null)} />
            <PlayerQualityMenu label={labels.quality} open={menu === 'quality'} onOpenChange={(open) => setMenu(open ? 'quality' : null)} />
            <PlayerFullscreenButton labels={labels} />
          </div>
        </div>
      </div>

      {props.notice}
      <PlayerNextEpisode labels={labels} />
    </PlayerStage>
  );
}

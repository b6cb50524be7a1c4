import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Spinner } from '../../icons/Spinner.tsx';
import { ControlMenu, type MenuOption } from './ControlMenu.tsx';
import { NextEpisodeCard, type NextEpisodeView } from './NextEpisodeCard.tsx';
import * as styles from './PlayerControls.css.ts';
import { IconExitFullscreen, IconFastForward, IconFullscreen, IconMuted, IconPause, IconPictureInPicture, IconPlayFilled, IconRewind, IconVolume } from './playerIcons.tsx';
import { SeekBar, type SeekThumbnail } from './SeekBar.tsx';
import { useStageGestures, type TapZone } from './useStageGestures.ts';

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
  labels: PlayerControlsLabels;
  /** The video element (or a poster in stories): it fills the stage beneath everything. */
  children?: ReactNode;
  /** Layer between the video and the controls, e.g. danmaku; it never takes taps. */
  overlay?: ReactNode;
  /** More buttons for the control bar, before speed and quality (e.g. the danmaku toggle). */
  extraActions?: ReactNode;
  /** Shown in the top bar in fullscreen, where the page's title is out of sight. */
  title?: string;
  paused: boolean;
  /** Waiting for data: a spinner instead of the play button. */
  waiting?: boolean;
  currentTime: number;
  /** The real length of the episode (a preview's stream is shorter). */
  duration: number;
  bufferedEnd?: number;
  /** Without entitlement, where the free preview ends; null when the whole episode plays. */
  previewLimit?: number | null;
  /** Seconds for a double tap and the arrow keys. */
  seekStep: number;
  rate: number;
  rates: readonly MenuOption<number>[];
  /** Held for 长按倍速: the hint shows. */
  boosted?: boolean;
  /** The renditions; the quality menu shows when there are two or more. '自动' is `auto`. */
  qualities: readonly MenuOption<number>[];
  quality: 'auto' | number;
  /** The automatic choice as the menu names it, '自动(720P)'. */
  qualityAutoLabel: string;
  /** '自动', on the button while automatic. */
  qualityAutoShort: string;
  muted: boolean;
  /** Whether to offer picture-in-picture (document.pictureInPictureEnabled). */
  pictureInPicture?: boolean;
  /** The stage fills the screen (the app owns whether it does): the title shows, the button leaves. */
  fullscreen?: boolean;
  /** The root, with everything on it: what the app puts in fullscreen. */
  stageRef?: Ref<HTMLDivElement>;
  thumbnailAt?: (seconds: number) => SeekThumbnail | null;
  /** The next episode's countdown card (即将播放下一集), or null. */
  nextEpisode?: NextEpisodeView | null;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (seconds: number) => void;
  onRate: (rate: number) => void;
  onQuality: (quality: 'auto' | number) => void;
  /** 长按倍速: true when the hold starts, false when it ends. */
  onHold: (held: boolean) => void;
  onToggleMute: () => void;
  onPictureInPicture?: () => void;
  /** The fullscreen button and the f key: enter (true) or leave (false); the app does it. */
  onFullscreenChange?: (fullscreen: boolean) => void;
  onNextEpisodeNow?: () => void;
  onNextEpisodeCancel?: () => void;
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
 * The themed, touch-first controls over the video: tap shows and hides them, double tap on
 * the sides seeks, holding plays at 2x, a seek bar with thumbnails and the preview limit,
 * speed and quality menus, fullscreen, picture-in-picture and keyboard keys. What the player
 * is (time, speed, sound, fullscreen) comes in as props; it keeps only what the controls
 * themselves show (shown or hidden, the open menu, a drag, a seek hint).
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { labels, paused, currentTime, duration, seekStep, onSeek, fullscreen = false } = props;
  const [shown, setShown] = useState(true);
  const [activity, setActivity] = useState(0);
  const [menu, setMenu] = useState<'quality' | 'speed' | null>(props.defaultMenu ?? null);
  const [dragging, setDragging] = useState(false);
  const [seekHint, setSeekHint] = useState<SeekHint | null>(null);

  const poke = () => {
    setShown(true);
    setActivity((count) => count + 1);
  };

  // Auto-hide while playing, unless the member is in a menu or dragging.
  useEffect(() => {
    if (!shown || paused || menu !== null || dragging || props.dragTime != null) return;
    const timer = setTimeout(() => setShown(false), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [shown, paused, menu, dragging, activity, props.dragTime]);

  useEffect(() => {
    if (!seekHint) return;
    const timer = setTimeout(() => setSeekHint(null), 600);
    return () => clearTimeout(timer);
  }, [seekHint]);

  const togglePlay = () => (paused ? props.onPlay() : props.onPause());
  const seekBy = (delta: number) => onSeek(Math.min(Math.max(0, currentTime + delta), duration > 0 ? duration : currentTime + delta));
  const toggleFullscreen = () => props.onFullscreenChange?.(!fullscreen);

  const gestures = useStageGestures({
    onTap: () => {
      if (menu) setMenu(null);
      else if (shown) setShown(false);
      else poke();
    },
    onDoubleTap: (zone) => {
      if (zone === 'center') {
        togglePlay();
        return;
      }
      seekBy(zone === 'left' ? -seekStep : seekStep);
      setSeekHint({ zone, key: Date.now() });
    },
    onHoldStart: () => props.onHold(true),
    onHoldEnd: () => props.onHold(false),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const onRoot = event.target === event.currentTarget;
    const key = event.key.toLowerCase();
    if (key === 'k' || (key === ' ' && onRoot)) togglePlay();
    else if (key === 'arrowleft') seekBy(-seekStep);
    else if (key === 'arrowright') seekBy(seekStep);
    else if (key === 'f') toggleFullscreen();
    else if (key === 'm') props.onToggleMute();
    else return;
    event.preventDefault();
    poke();
  };

  const qualityOptions = [{ value: 'auto' as const, label: props.qualityAutoLabel }, ...props.qualities];
  const qualityText = props.quality === 'auto' ? props.qualityAutoShort : (props.qualities.find((q) => q.value === props.quality)?.label ?? props.qualityAutoShort);
  const rateText = props.rates.find((option) => option.value === props.rate)?.label ?? `${props.rate}x`;
  const chromeShown = shown || paused || menu !== null || dragging;

  return (
    <div
      ref={props.stageRef}
      className={styles.root}
      role="group"
      aria-label={labels.controls}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={poke}
      data-fullscreen={fullscreen || undefined}
    >
      <div className={styles.media}>{props.children}</div>
      {props.overlay ? <div className={styles.overlay}>{props.overlay}</div> : null}
      <div className={styles.surface} data-testid="player-surface" {...gestures} />

      {props.boosted ? (
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
      {props.waiting && !paused ? (
        <span className={styles.centre}>
          <Spinner size={36} />
        </span>
      ) : paused && chromeShown && !props.nextEpisode ? (
        <button type="button" className={styles.centreButton} aria-label={labels.play} onClick={props.onPlay}>
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
          {fullscreen && props.title ? <p className={styles.title}>{props.title}</p> : <span />}
          <div className={styles.row}>
            {props.previewLimit != null ? <span className={styles.previewPill}>{labels.previewMark}</span> : null}
            {props.pictureInPicture && props.onPictureInPicture ? (
              <button type="button" className={styles.iconButton} aria-label={labels.pictureInPicture} onClick={props.onPictureInPicture}>
                <IconPictureInPicture />
              </button>
            ) : null}
          </div>
        </div>
        <div className={styles.bottomBar}>
          <SeekBar
            label={labels.seek}
            currentTime={currentTime}
            duration={duration}
            bufferedEnd={props.bufferedEnd}
            previewLimit={props.previewLimit}
            beyondPreview={labels.beyondPreview}
            step={seekStep}
            time={labels.time}
            valueText={(seconds) => labels.spokenPosition(seconds, duration)}
            thumbnailAt={props.thumbnailAt}
            onSeek={onSeek}
            onDragChange={setDragging}
            dragTime={props.dragTime}
          />
          <div className={styles.row}>
            <button type="button" className={styles.iconButton} aria-label={paused ? labels.play : labels.pause} onClick={togglePlay}>
              {paused ? <IconPlayFilled /> : <IconPause />}
            </button>
            <span className={styles.clock}>{`${labels.time(currentTime)} / ${labels.time(duration)}`}</span>
            <span className={styles.spacer} />
            {props.extraActions}
            <button type="button" className={styles.iconButton} aria-label={props.muted ? labels.unmute : labels.mute} onClick={props.onToggleMute}>
              {props.muted ? <IconMuted /> : <IconVolume />}
            </button>
            <ControlMenu
              label={labels.speed}
              buttonText={rateText}
              options={props.rates}
              value={props.rate}
              open={menu === 'speed'}
              onOpenChange={(open) => setMenu(open ? 'speed' : null)}
              onChange={props.onRate}
            />
            {props.qualities.length > 1 ? (
              <ControlMenu<'auto' | number>
                label={labels.quality}
                buttonText={qualityText}
                options={qualityOptions}
                value={props.quality}
                open={menu === 'quality'}
                onOpenChange={(open) => setMenu(open ? 'quality' : null)}
                onChange={props.onQuality}
              />
            ) : null}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
              onClick={toggleFullscreen}
            >
              {fullscreen ? <IconExitFullscreen /> : <IconFullscreen />}
            </button>
          </div>
        </div>
      </div>

      {props.nextEpisode ? (
        <NextEpisodeCard
          episode={props.nextEpisode}
          labels={labels}
          onNow={() => props.onNextEpisodeNow?.()}
          onCancel={() => props.onNextEpisodeCancel?.()}
        />
      ) : null}
    </div>
  );
}

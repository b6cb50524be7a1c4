import { displayDuration, HlsController, INITIAL_PLAYBACK, SEEK_STEP_SECONDS, type PlaybackSnapshot } from '@nocturne/core';
import { PlayerControls } from '@nocturne/ui';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { watchPlaybackQuality } from '../../state/playbackQuality.ts';
import { controlLabels, qualityAutoLabel, qualityOptions, rateOptions } from './controlLabels.ts';
import { useSeekThumbnails } from './seekThumbnails.ts';
import { useNextEpisodeCountdown } from './useNextEpisodeCountdown.ts';
import { createPlayerVideo, takeWarmPlayer } from './warmStart.ts';
import * as styles from './video.css.ts';

export type PlayerPhase = 'loading' | 'playing' | 'error';

interface VideoPlayerProps {
  url: string;
  /** The episode's seek-thumbnail index (WebVTT), '' when it has none. */
  thumbnails: string;
  /** Shown in the fullscreen top bar. */
  title: string;
  /** Seconds to start from (resume), 0 for the start; asked when the stream loads. */
  startAt: () => number;
  previewSeconds: number;
  entitled: boolean;
  /** The catalogue's length of the video: what the clock shows while the stream is a preview. */
  catalogueSeconds: number;
  /** The episode after this one (autoplay with a countdown), or null. */
  nextEpisode: { name: string } | null;
  onNextEpisode: () => void;
  onPhase: (phase: PlayerPhase) => void;
  onPreviewEnded: () => void;
  /** Called once when the player goes away (or the document is left), with where it was. */
  onLeave: (seconds: number) => void;
  /** The position while playing (the controller reports it every few seconds). */
  onProgress: (seconds: number) => void;
  /** Every change of what the player shows (time, paused, rate): for layers synced to playback. */
  onPlayback?: (playback: PlaybackSnapshot) => void;
  /** A layer over the video beneath the controls (danmaku). */
  overlay?: ReactNode;
  /** More buttons in the control bar (the danmaku toggle). */
  extraActions?: ReactNode;
}

const noSubscription = () => () => undefined;
const initialSnapshot = () => INITIAL_PLAYBACK;

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame is on screen. */
const HAVE_CURRENT_DATA = 2;

/**
 * The core HLS controller on a <video> under the kit's PlayerControls. A new `url` switches
 * the stream; unmounting saves the position and destroys the player (docs/product.md section 4).
 * What the controls show is the controller's snapshot (one store); this component only wires.
 * The <video> and its controller are made here, or taken from the warm start (warmStart.ts)
 * when the app was opened on this episode: then its stream is already loading, or showing.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { url, previewSeconds, entitled } = props;
  const slotRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  /** The warm player's stream and where it started, until the load effect has taken it over. */
  const warm = useRef<{ url: string; startAt: number } | null>(null);
  const [controller, setController] = useState<HlsController | null>(null);
  const [muted, setMuted] = useState(false);
  const [started, setStarted] = useState(false);
  // Callbacks change every render; the controller's listeners read the latest ones.
  const latest = useRef(props);
  latest.current = props;

  // A layout effect: the warm player moves into the stage before the page is first painted.
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    const taken = takeWarmPlayer(latest.current.url);
    const media = taken?.media ?? createPlayerVideo({ autoplay: true });
    slot.append(media);
    videoRef.current = media;
    warm.current = taken && { url: taken.url, startAt: taken.startAt };
    const created = taken?.controller ?? new HlsController({ media });
    setController(created);
    // The paywall and the error layer belong to the page: a fullscreen player would hide them.
    const leaveFullscreen = () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
    const offPreview = created.on('preview-ended', () => {
      leaveFullscreen();
      latest.current.onPreviewEnded();
    });
    const offError = created.on('error', () => {
      leaveFullscreen();
      latest.current.onPhase('error');
    });
    const offProgress = created.on('progress', ({ seconds }) => latest.current.onProgress(seconds));
    const offChange = created.on('change', (playback) => latest.current.onPlayback?.(playback));
    const stopQualityBeacons = watchPlaybackQuality(media, created, taken?.shownAt ?? undefined);
    // Leaving the document (back to another site, closing the tab) unmounts nothing: save here too.
    const leaveDocument = () => latest.current.onLeave(media.currentTime);
    window.addEventListener('pagehide', leaveDocument);
    const playing = () => {
      latest.current.onPhase('playing');
      setStarted(true);
    };
    const volume = () => setMuted(media.muted);
    media.addEventListener('playing', playing);
    media.addEventListener('loadeddata', playing);
    media.addEventListener('volumechange', volume);
    return () => {
      latest.current.onLeave(media.currentTime);
      window.removeEventListener('pagehide', leaveDocument);
      offPreview();
      offError();
      offProgress();
      offChange();
      media.removeEventListener('playing', playing);
      media.removeEventListener('loadeddata', playing);
      media.removeEventListener('volumechange', volume);
      stopQualityBeacons();
      created.destroy();
      media.remove();
      videoRef.current = null;
    };
  }, []);

  useEffect(() => {
    controller?.setPreview({ limitSeconds: previewSeconds, entitled });
  }, [controller, previewSeconds, entitled]);

  useEffect(() => {
    const media = videoRef.current;
    if (!controller || !media) return;
    const position = latest.current.startAt();
    if (warm.current?.url === url) {
      // The warm stream, with the preview limit set by now (the effect above): resume where the
      // rule says now that everything is known, and play.
      if (position !== warm.current.startAt) controller.resumeAt(position);
      warm.current = null;
      const showing = media.readyState >= HAVE_CURRENT_DATA;
      latest.current.onPhase(showing ? 'playing' : 'loading');
      if (showing) setStarted(true);
      media.autoplay = true;
      controller.play();
      return;
    }
    latest.current.onPhase('loading');
    void controller.load(url);
    // After load(): starting a load drops any pending position of the previous stream.
    if (position > 0) controller.resumeAt(position);
  }, [controller, url]);

  const playback = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getSnapshot ?? initialSnapshot);
  const thumbnailAt = useSeekThumbnails(props.thumbnails, started);
  const nextEpisode = useNextEpisodeCountdown({
    ended: playback.ended && entitled,
    next: props.nextEpisode,
    onNext: () => latest.current.onNextEpisode(),
  });
  const media = videoRef.current;

  return (
    <PlayerControls
      labels={controlLabels(previewSeconds)}
      title={props.title}
      overlay={props.overlay}
      extraActions={props.extraActions}
      paused={playback.paused}
      waiting={playback.waiting}
      currentTime={playback.currentTime}
      duration={displayDuration(playback.duration, props.catalogueSeconds, entitled)}
      bufferedEnd={playback.bufferedEnd}
      previewLimit={entitled || previewSeconds <= 0 ? null : previewSeconds}
      seekStep={SEEK_STEP_SECONDS}
      rate={playback.rate}
      rates={rateOptions}
      boosted={playback.boosted}
      qualities={qualityOptions(playback.qualities)}
      quality={playback.quality}
      qualityAutoLabel={qualityAutoLabel(playback.qualities, playback.playingQuality)}
      qualityAutoShort={qualityAutoLabel([], null)}
      muted={muted}
      pictureInPicture={typeof document !== 'undefined' && document.pictureInPictureEnabled === true}
      thumbnailAt={thumbnailAt}
      nextEpisode={nextEpisode.view}
      onPlay={() => controller?.play()}
      onPause={() => controller?.pause()}
      onSeek={(seconds) => controller?.seek(seconds)}
      onRate={(rate) => controller?.setRate(rate)}
      onQuality={(quality) => controller?.setQuality(quality)}
      onHold={(held) => controller?.holdRate(held)}
      onToggleMute={() => {
        if (media) media.muted = !media.muted;
      }}
      onPictureInPicture={() => {
        if (!media) return;
        const request = document.pictureInPictureElement ? document.exitPictureInPicture() : media.requestPictureInPicture();
        void Promise.resolve(request).catch(() => undefined);
      }}
      onNativeFullscreen={() => (media as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.()}
      onNextEpisodeNow={nextEpisode.now}
      onNextEpisodeCancel={nextEpisode.cancel}
    >
      <div ref={slotRef} className={styles.videoSlot} />
    </PlayerControls>
  );
}

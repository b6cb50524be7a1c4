import type { StreamOptions } from '@nocturne/core';
import { PlayerControls } from '@nocturne/ui';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { watchPlaybackQuality } from '../../state/playbackQuality.ts';
import { viewingSession } from '../../state/viewing/session.ts';
import { controlLabels } from './controlLabels.ts';
import { ScreenResumeNotice } from './ResumeNotice.tsx';
import { enterFullscreen, leaveFullscreen, watchFullscreen } from './fullscreen.ts';
import { releaseScreenPlayer, takeScreenPlayer, useScreenPlayback, type ScreenPlayer } from './screenPlayer.ts';
import { useSeekThumbnails } from './seekThumbnails.ts';
import { useNextEpisodeCountdown } from './useNextEpisodeCountdown.ts';
import { usePlayerValue } from './usePlayerValue.ts';
import * as styles from './video.css.ts';

interface VideoPlayerProps {
  url: string;
  /** The episode's poster frame, shown while its stream loads; '' when it has none. */
  poster: string;
  /** Changes when the same stream must be fetched again (after a purchase the server sends it whole). */
  streamKey: number;
  /** The episode's seek-thumbnail index (WebVTT), '' when it has none. */
  thumbnails: string;
  /** Shown in the fullscreen top bar. */
  title: string;
  previewSeconds: number;
  entitled: boolean;
  /** The catalogue's length of the video: what the clock shows while the stream is a preview. */
  catalogueSeconds: number;
  /** The episode after this one (autoplay with a countdown), or null. */
  nextEpisode: { name: string } | null;
  onNextEpisode: () => void;
  /** The preview limit stopped playback (each time): the page opens the paywall. */
  onPreviewEnded: () => void;
  /** Called once when the player goes away (or the document is left), with where it was. */
  onLeave: (seconds: number) => void;
  /** The position while playing (the controller reports it every few seconds). */
  onProgress: (seconds: number) => void;
  /** A layer over the video beneath the controls (danmaku). */
  overlay?: ReactNode;
  /** More buttons in the control bar (the danmaku toggle). */
  extraActions?: ReactNode;
  /** Where the stream starts; the viewing session's decision (viewing/start.ts) when not given. */
  startAt?: number;
  /** hls.js settings of the stream's own: a downloaded episode's offline loader. */
  hlsConfig?: StreamOptions['hlsConfig'];
}

/**
 * The screen's player (screenPlayer.ts: one <video> and the core controller, taken from the
 * warm start when the app was opened on this episode) under the kit's PlayerControls. It
 * stays for the page's life: a new `url` (another episode) loads on the same player, which
 * keeps speed, sound and fullscreen; unmounting saves the position and destroys the player
 * (docs/product.md section 4). What the controls show is the player's one store; every
 * action goes to the controller, the only one that touches the <video>.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { url, streamKey, previewSeconds, entitled } = props;
  const slotRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<ScreenPlayer | null>(null);
  // Callbacks change every render; the controller's listeners read the latest ones.
  const latest = useRef(props);
  latest.current = props;

  // A layout effect: the warm player moves into the stage before the page is first painted.
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    const taken = takeScreenPlayer();
    const { media, controller } = taken;
    slot.append(media);
    setPlayer(taken);
    // The paywall and the error layer belong to the page: a fullscreen player would hide them.
    const offPreview = controller.on('preview-ended', () => {
      void leaveFullscreen();
      latest.current.onPreviewEnded();
    });
    const offError = controller.on('error', () => void leaveFullscreen());
    const offProgress = controller.on('progress', ({ seconds }) => latest.current.onProgress(seconds));
    const stopFullscreen = watchFullscreen(() => stageRef.current, controller);
    // The warm stream's first frame is this stream's only when it is this episode's.
    const shownAt = taken.warm?.url === latest.current.url ? taken.shownAt : null;
    // A downloaded episode plays from the device: it says nothing of the network, and sends nothing.
    const stopQualityBeacons = latest.current.hlsConfig ? () => undefined : watchPlaybackQuality(media, controller, shownAt ?? undefined);
    // Leaving the document (back to another site, closing the tab) unmounts nothing: save here too.
    const leaveDocument = () => latest.current.onLeave(controller.getSnapshot().currentTime);
    window.addEventListener('pagehide', leaveDocument);
    return () => {
      latest.current.onLeave(controller.getSnapshot().currentTime);
      window.removeEventListener('pagehide', leaveDocument);
      offPreview();
      offError();
      offProgress();
      stopFullscreen();
      stopQualityBeacons();
      releaseScreenPlayer(taken);
    };
  }, []);

  useEffect(() => {
    player?.controller.setPreview({ limitSeconds: previewSeconds, entitled });
  }, [player, previewSeconds, entitled]);

  useEffect(() => {
    if (!player) return;
    const { controller } = player;
    // Where the viewing session decided this load starts (viewing/start.ts startEpisode).
    const position = latest.current.startAt ?? viewingSession.startAt;
    const warm = player.warm;
    player.warm = null;
    controller.setAutoplay(true);
    if (warm?.url === url && !controller.getSnapshot().error) {
      // The warm stream, with the preview limit set by now (the effect above): resume where the
      // rule says now that everything is known, and play.
      if (position !== warm.startAt) controller.resumeAt(position);
      controller.play();
      return;
    }
    void controller.load(url, { poster: latest.current.poster, hlsConfig: latest.current.hlsConfig });
    // After load(): starting a load drops any pending position of the previous stream.
    if (position > 0) controller.resumeAt(position);
  }, [player, url, streamKey]);

  const started = useScreenPlayback((playback) => playback.started);
  const ended = useScreenPlayback((playback) => playback.ended);
  const controller = player?.controller;
  const thumbnailAt = useSeekThumbnails(props.thumbnails, started);
  const nextEpisode = useNextEpisodeCountdown({
    ended: ended && entitled,
    next: props.nextEpisode,
    onNext: () => latest.current.onNextEpisode(),
  });
  const playerValue = usePlayerValue({
    controller,
    entitled,
    previewSeconds,
    catalogueSeconds: props.catalogueSeconds,
    thumbnailAt,
    nextEpisode,
    setFullscreen: (fullscreen) => {
      if (!controller) return;
      void (fullscreen ? enterFullscreen(stageRef.current, controller) : leaveFullscreen());
    },
  });

  return (
    <PlayerControls
      player={playerValue}
      labels={controlLabels(previewSeconds)}
      title={props.title}
      overlay={props.overlay}
      extraActions={props.extraActions}
      notice={<ScreenResumeNotice onStartOver={() => controller?.seek(0)} />}
      stageRef={stageRef}
    >
      <div ref={slotRef} className={styles.videoSlot} />
    </PlayerControls>
  );
}

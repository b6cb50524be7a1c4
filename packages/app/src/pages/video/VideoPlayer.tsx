import { HlsController } from '@nocturne/core';
import { useEffect, useRef } from 'react';
import * as styles from './video.css.ts';

export type PlayerPhase = 'loading' | 'playing' | 'error';

interface VideoPlayerProps {
  url: string;
  /** Seconds to start from (resume), 0 for the start; asked when the stream loads. */
  startAt: () => number;
  previewSeconds: number;
  entitled: boolean;
  onPhase: (phase: PlayerPhase) => void;
  onPreviewEnded: () => void;
  /** Called once when the player goes away (or the document is left), with where it was. */
  onLeave: (seconds: number) => void;
  /** The position while playing (the controller reports it every few seconds). */
  onProgress: (seconds: number) => void;
}

/**
 * The core HLS controller on a <video> in the PlayerShell slot. A new `url` switches the
 * stream; unmounting saves the position and destroys the player (SPEC.md section 4).
 */
export function VideoPlayer({ url, startAt, previewSeconds, entitled, onPhase, onPreviewEnded, onLeave, onProgress }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const controllerRef = useRef<HlsController | null>(null);
  // Callbacks change every render; the controller's listeners read the latest ones.
  const latest = useRef({ onPhase, onPreviewEnded, onLeave, onProgress });
  latest.current = { onPhase, onPreviewEnded, onLeave, onProgress };

  useEffect(() => {
    const media = videoRef.current;
    if (!media) return;
    const controller = new HlsController({ media });
    controllerRef.current = controller;
    const offPreview = controller.on('preview-ended', () => latest.current.onPreviewEnded());
    const offError = controller.on('error', () => latest.current.onPhase('error'));
    const offProgress = controller.on('progress', ({ seconds }) => latest.current.onProgress(seconds));
    // Leaving the document (back to another site, closing the tab) unmounts nothing: save here too.
    const leaveDocument = () => latest.current.onLeave(media.currentTime);
    window.addEventListener('pagehide', leaveDocument);
    const playing = () => latest.current.onPhase('playing');
    media.addEventListener('playing', playing);
    media.addEventListener('loadeddata', playing);
    return () => {
      latest.current.onLeave(media.currentTime);
      window.removeEventListener('pagehide', leaveDocument);
      offPreview();
      offError();
      offProgress();
      media.removeEventListener('playing', playing);
      media.removeEventListener('loadeddata', playing);
      controller.destroy();
      controllerRef.current = null;
    };
  }, []);

  useEffect(() => {
    controllerRef.current?.setPreview({ limitSeconds: previewSeconds, entitled });
  }, [previewSeconds, entitled]);

  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    latest.current.onPhase('loading');
    void controller.load(url);
    // After load(): starting a load drops any pending position of the previous stream.
    const position = startAt();
    if (position > 0) controller.resumeAt(position);
    // The start position applies to the stream it came with only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  return <video ref={videoRef} className={styles.video} controls autoPlay playsInline preload="auto" />;
}

import { formatDuration, isAdvancing, zhCNVideo } from '@nocturne/core';
import { PlayerNotice } from '@nocturne/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { viewingSession } from '../../state/viewing/session.ts';
import { dismissResumeNotice } from '../../state/viewing/start.ts';
import { useScreenPlayback } from './screenPlayer.ts';

/** How long the player says where it resumed: this much of playing on (a pause starts the count over). */
export const RESUME_NOTICE_MS = 5000;

interface ResumeNoticeProps {
  /** The video moves (core isAdvancing): the notice's time counts only then. */
  playing: boolean;
  /** 从头播放: the player goes to the episode's start. */
  onStartOver: () => void;
}

/**
 * 上次看到 03:12 with 从头播放, over the player, where a video opened on the member's saved
 * position: read where it resumed and undo it in one tap, without covering the page's
 * actions as a toast in the middle of the screen did.
 */
export function ResumeNotice({ playing, onStartOver }: ResumeNoticeProps) {
  const { resumedFrom } = useSnapshot(viewingSession);
  const shown = resumedFrom !== null;
  useEffect(() => {
    // Not while paused: a phone that refused to play until a tap shows it until the member has seen it play.
    if (!shown || !playing) return undefined;
    const timer = setTimeout(dismissResumeNotice, RESUME_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown, playing]);
  if (resumedFrom === null) return null;
  return (
    <PlayerNotice
      message={zhCNVideo.resume(formatDuration(resumedFrom))}
      action={{
        label: zhCNVideo.startOver,
        onPress: () => {
          dismissResumeNotice();
          onStartOver();
        },
      }}
    />
  );
}

/**
 * ResumeNotice on the screen's player: it alone follows whether the video moves, so a play,
 * a pause or a wait for data re-renders the notice, not the whole player.
 */
export function ScreenResumeNotice({ onStartOver }: Pick<ResumeNoticeProps, 'onStartOver'>) {
  return <ResumeNotice playing={useScreenPlayback(isAdvancing)} onStartOver={onStartOver} />;
}

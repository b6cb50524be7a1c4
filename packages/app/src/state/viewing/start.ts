import { resumePositionOf } from '../entitlement.ts';
import { viewingSession } from './session.ts';

/** Where the resume rule (entitlement.ts) puts the session's video now, with the entitlement known so far. */
export function resumePosition(): number {
  const info = viewingSession.detail?.videoInfo;
  return info ? resumePositionOf(info, viewingSession.allowed) : 0;
}

/**
 * An episode's stream is loaded: decides where it starts, once. `saved`: where the member left
 * off (opening the video, the stream again after a purchase); `beginning`: another episode
 * (picked, or the autoplay's next). A warm start began before the entitlement was known, by the
 * same rule; the player moves it here if this differs.
 */
export function startEpisode(from: 'saved' | 'beginning'): void {
  viewingSession.startAt = from === 'saved' ? resumePosition() : 0;
  // Another episode, or the stream again: the notice of where the video resumed is past.
  viewingSession.resumedFrom = null;
}

/** The member saw where the video resumed, or chose 从头播放: the player stops saying so. */
export function dismissResumeNotice(): void {
  viewingSession.resumedFrom = null;
}

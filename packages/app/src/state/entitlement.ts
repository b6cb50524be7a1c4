import { isVip, resumePoint, type VideoDetail } from '@nocturne/core';
import { businessTimeZone, configState } from './config.ts';
import { memberState } from './member.ts';
import { runtime } from './runtime.ts';

// What the member may watch now, and where the resume rule starts a stream. Apart from the
// viewing session (viewing/), so the player's warm start (pages/video/warmStart.ts) decides by
// the same rules without loading the page or the session.

/** VIP by core's one rule; the member of the moment. */
export function memberIsVip(): boolean {
  const member = memberState.member;
  return member !== null && isVip(member, runtime().now(), businessTimeZone());
}

/** Free preview seconds (config shikan). */
export function previewSeconds(): number {
  return configState.config?.shikan ?? 0;
}

/**
 * Where to resume `info`, `allowed` its episode's lookOk: this device's last position (it is
 * the newest: it is also what a player rebuilt after a purchase left off at), else the
 * position the server saved; but only inside what the member can play now (core's
 * resumePoint), else from the start.
 */
export function resumePositionOf(info: VideoDetail['videoInfo'], allowed: boolean): number {
  const saved = runtime().stores.playbackProgress.positionOf(info.cartoonCode) || info.progress || 0;
  return resumePoint({
    savedSeconds: saved,
    durationSeconds: info.vodDuration,
    previewLimitSeconds: previewSeconds(),
    entitled: memberIsVip() || allowed,
  });
}

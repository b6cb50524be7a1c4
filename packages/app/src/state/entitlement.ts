import { isVip } from '@nocturne/core';
import { businessTimeZone, configState } from './config.ts';
import { memberState } from './member.ts';
import { runtime } from './runtime.ts';

// What the member may watch now, apart from the viewing session (viewing/session.ts), which
// decides where an episode starts by these.

/** VIP by core's one rule; the member of the moment. */
export function memberIsVip(): boolean {
  const member = memberState.member;
  return member !== null && isVip(member, runtime().now(), businessTimeZone());
}

/** Free preview seconds (config shikan). */
export function previewSeconds(): number {
  return configState.config?.shikan ?? 0;
}

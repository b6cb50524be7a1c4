import { api, COLLECT_FAVOURITE, PLAYBACK_CALL_TYPE } from '@nocturne/core';
import { collectBody, plainVideo } from '../collectBody.ts';
import { memberState } from '../member.ts';
import { runtime } from '../runtime.ts';
import { viewingSession } from './session.ts';

/** Leaving the page (or switching): the position is kept locally and sent to the server. */
export function saveProgress(seconds: number): void {
  const info = viewingSession.detail?.videoInfo;
  if (!info || !memberState.signedIn) return;
  runtime().stores.playbackProgress.save(info.cartoonCode, seconds);
  runtime()
    .client.call(api.playback, collectBody(plainVideo(info), COLLECT_FAVOURITE, PLAYBACK_CALL_TYPE, Math.floor(seconds)))
    .catch(() => undefined);
}

/** Remembers the position on this device while playing (the server hears of it on leaving). */
export function rememberPosition(seconds: number): void {
  const code = viewingSession.detail?.videoInfo.cartoonCode;
  if (code) runtime().stores.playbackProgress.save(code, seconds);
}

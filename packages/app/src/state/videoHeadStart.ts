import { api, firstEpisodeOf, type EarlyFetches, type VideoDetail } from '@nocturne/core';
import { takeEarlyPlayer } from '../early/earlyPlayer.ts';
import { runtime } from './runtime.ts';

/** Whether the first episode may be watched in full (lookOk), with the episode it is about. */
export interface FirstEpisodeEntitlement {
  episodeId: number;
  allowed: boolean;
}

export interface VideoHeadStart {
  code: number;
  detail: Promise<VideoDetail>;
  firstEpisode: Promise<FirstEpisodeEntitlement | null>;
  /** The first stream's files the document's early start fetched (empty without one). */
  streamFiles: EarlyFetches;
}

let pending: VideoHeadStart | null = null;

/**
 * The app opened on the player (a shared link, a reload): the video's detail, then whether
 * its first episode may be watched, are asked for while React and the page's code still
 * load, so the player starts about two round trips and a render earlier (the
 * time-to-first-frame target, `npm run bench:web`). The calls go through the one API
 * client; openVideo takes the answers instead of asking again. Only for a member signed in
 * on this device who passed the age gate: without a token the calls would be refused. Where
 * the document's early start (src/early) already sent the detail, its answer is read instead,
 * with the stream's files it fetched.
 */
export function headStartVideo(code: number): VideoHeadStart | null {
  const { client, stores } = runtime();
  if (!stores.ageGate.isSet() || !stores.session.token() || !stores.session.member()) return null;
  const early = takeEarlyPlayer(code);
  const detail = early ? client.receive(api.videoDetail, early.detail) : client.call(api.videoDetail, { index: 0, vid: code });
  const firstEpisode = detail.then(async (answer) => {
    const episode = firstEpisodeOf(answer);
    if (!episode) return null;
    return { episodeId: episode.id, allowed: await client.call(api.lookOk, { cartoonCode: code, moviesInfoId: episode.id }) };
  });
  // Whoever takes the head start handles its failures; until then a rejection is not an error.
  detail.catch(() => undefined);
  firstEpisode.catch(() => undefined);
  pending = { code, detail, firstEpisode, streamFiles: early?.streamFiles ?? new Map() };
  return pending;
}

/** The head start of `code`, once: opening the video again later asks the server again. */
export function takeHeadStart(code: number): VideoHeadStart | null {
  const taken = pending?.code === code ? pending : null;
  pending = null;
  return taken;
}

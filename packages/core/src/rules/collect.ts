/**
 * The like call's codes (`/renren-api/api/member/like` and `moviesPlayback`, core's LikeBody),
 * owned here for the app and the server.
 *
 * Our app sends `collectType` COLLECT_LIKE or COLLECT_FAVOURITE. The original client sends the
 * video's sub-category code there (e.g. "134") for BOTH its like and its favourite, with
 * identical bodies, so the two cannot be told apart: anything but COLLECT_LIKE is a
 * favourite, which is what `getCollectList` gives that client back.
 */
export const COLLECT_LIKE = 1;
export const COLLECT_FAVOURITE = 2;
/** `type` of a like or favourite. */
export const COLLECT_CALL_TYPE = 2;
/** `type` of a playback-progress report. */
export const PLAYBACK_CALL_TYPE = 3;

export type CollectKind = typeof COLLECT_LIKE | typeof COLLECT_FAVOURITE;

/** What a like call's `collectType` records: 1 (or "1") a like, anything else a favourite. */
export function collectKind(collectType: number | string): CollectKind {
  return Number(collectType) === COLLECT_LIKE ? COLLECT_LIKE : COLLECT_FAVOURITE;
}

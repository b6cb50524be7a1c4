/**
 * A saved position this close to the end of what the member can play (the episode's end, or
 * the preview limit without entitlement) counts as watched through: the episode starts over.
 */
export const RESUME_MARGIN_SECONDS = 5;

export interface ResumeInput {
  /** The saved position (this device's, else the server's), 0 when none. */
  savedSeconds: number;
  /** The episode's real length (the catalogue's, or the media's), 0 when unknown. */
  durationSeconds: number;
  /** The free preview (config shikan). */
  previewLimitSeconds: number;
  /** VIP or bought: the whole episode plays. */
  entitled: boolean;
}

/**
 * Where playback starts: the saved position only when it lies inside the playable part
 * (before its end minus RESUME_MARGIN_SECONDS), else 0. Without this a used-up preview
 * resumed at the limit (0:10/0:10, no paywall) and a finished episode at its last frame.
 */
export function resumePoint({ savedSeconds, durationSeconds, previewLimitSeconds, entitled }: ResumeInput): number {
  if (!Number.isFinite(savedSeconds) || savedSeconds <= 0) return 0;
  const known = Number.isFinite(durationSeconds) && durationSeconds > 0;
  const playableEnd = entitled ? (known ? durationSeconds : Number.POSITIVE_INFINITY) : known ? Math.min(previewLimitSeconds, durationSeconds) : previewLimitSeconds;
  return savedSeconds < playableEnd - RESUME_MARGIN_SECONDS ? savedSeconds : 0;
}

/**
 * The length the seek bar and the clock show. A preview's stream is cut near the limit, so
 * its media length (0:10) is not the episode's: without entitlement the catalogue's length
 * counts; with it, the media's own length once known (it is exact), else the catalogue's.
 */
export function displayDuration(mediaSeconds: number, catalogueSeconds: number, entitled: boolean): number {
  const media = Number.isFinite(mediaSeconds) && mediaSeconds > 0 ? mediaSeconds : 0;
  const catalogue = Number.isFinite(catalogueSeconds) && catalogueSeconds > 0 ? catalogueSeconds : 0;
  if (entitled && media > 0) return media;
  return Math.max(media, catalogue);
}

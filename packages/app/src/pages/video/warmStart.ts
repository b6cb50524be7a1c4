import { HlsController } from '@nocturne/core';
import { resumePositionOf } from '../../state/entitlement.ts';
import type { VideoHeadStart } from '../../state/videoHeadStart.ts';
import * as styles from './video.css.ts';

/** A player started before the page rendered, waiting for VideoPlayer to take it. */
export interface WarmPlayer {
  url: string;
  media: HTMLVideoElement;
  controller: HlsController;
  /** Where the stream was started from (the resume rule with what was known then). */
  startAt: number;
  /** When its first frame showed (performance.now), for the playback telemetry; null before. */
  shownAt: number | null;
}

let waiting: (WarmPlayer & { stopWatching: () => void; failed: boolean }) | null = null;
/** Set once the page has a player of its own (or left): a warm start coming later is dropped. */
let closed = false;

/** The player's <video>, as VideoPlayer shows it; `autoplay` for a stream the page starts itself. */
export function createPlayerVideo({ autoplay }: { autoplay: boolean }): HTMLVideoElement {
  const media = document.createElement('video');
  media.className = styles.video;
  media.autoplay = autoplay;
  media.playsInline = true;
  media.preload = 'auto';
  return media;
}

/**
 * The app opened on the player (a shared link, a reload): once the head start's detail is
 * here, the first episode's stream starts on a <video> of its own while React still renders
 * the page, shown at the top where the player's stage will be (issue 12's first-frame target,
 * `npm run bench:web`). It loads and shows its first frame but does not play: the preview
 * limit, the entitlement and the resume position belong to VideoPlayer, which takes this
 * player when it mounts (takeWarmPlayer), moves it to where the rule says with everything
 * known, and plays it then. It starts where the rule says without an entitlement (a VIP is
 * known from the stored member): waiting for lookOk cost 60-80 ms (bench:web), and only a
 * bought episode with a saved position past the preview is moved on taking over. A player
 * that fails first is dropped, and the page starts its own, as it does where the browser
 * plays HLS itself. Settles once the first frame shows, the stream failed, or there was
 * nothing to start: the app's first render waits for that (playerChunk.ts firstRenderAfter).
 */
export async function warmStart({ detail }: Pick<VideoHeadStart, 'detail'>): Promise<void> {
  const video = await detail;
  const episode = video.srcList[0]?.urlList[0];
  if (closed || !episode) return;
  const startAt = resumePositionOf(video.videoInfo, false);
  const media = createPlayerVideo({ autoplay: false });
  media.classList.add(styles.warmStage);
  const controller = new HlsController({ media });
  const player: NonNullable<typeof waiting> = { url: episode.url, media, controller, startAt, shownAt: null, failed: false, stopWatching: () => undefined };
  let settle!: () => void;
  const shown = new Promise<void>((resolve) => (settle = resolve));
  const onFirstFrame = () => {
    player.shownAt = performance.now();
    settle();
  };
  media.addEventListener('loadeddata', onFirstFrame, { once: true });
  player.stopWatching = controller.on('error', () => {
    player.failed = true;
    settle();
  });
  document.body.append(media);
  const loading = controller.load(episode.url);
  if (startAt > 0) controller.resumeAt(startAt);
  waiting = player;
  // Only hls.js loads ahead: the browser's own HLS (iPhone) fetches nothing before a tap, so
  // there the first frame would never come and the page would wait for nothing.
  if ((await loading) !== 'hls.js') {
    if (waiting === player) {
      waiting = null;
      drop(player);
    }
    return;
  }
  await shown;
}

/**
 * The warm player of `url`, once, for VideoPlayer to move into its stage; null when there is
 * none, it failed, or it plays another episode (those are dropped). Any later warm start is
 * dropped too: from now on the page owns the player.
 */
export function takeWarmPlayer(url: string): WarmPlayer | null {
  closed = true;
  const player = waiting;
  waiting = null;
  if (!player) return null;
  player.stopWatching();
  player.media.classList.remove(styles.warmStage);
  if (player.url === url && !player.failed) return player;
  drop(player);
  return null;
}

/** The page went away (or failed) before taking its warm player. */
export function dropWarmPlayer(): void {
  closed = true;
  if (waiting) drop(waiting);
  waiting = null;
}

function drop(player: WarmPlayer): void {
  player.controller.destroy();
  player.media.remove();
}

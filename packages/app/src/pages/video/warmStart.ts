import { firstEpisodeOf } from '@nocturne/core';
import { resumePositionOf } from '../../state/entitlement.ts';
import type { VideoHeadStart } from '../../state/videoHeadStart.ts';
import { dropWarmPlayer, startWarmPlayer } from './screenPlayer.ts';

/**
 * The app opened on the player (a shared link, a reload): once the head start's detail is
 * here, the first episode's stream starts on the screen's player (screenPlayer.ts) while React
 * still renders the page, shown at the top where the player's stage will be, with the
 * episode's poster frame until its first frame (the first-frame target of `npm run
 * bench:web`). It plays from its first frame: holding that frame until the page took the
 * player over was a pause of 100 ms to seconds after the first frame, the whole of the
 * rebuffer ratio bench:web measured. The preview limit, the entitlement and the resume
 * position belong to VideoPlayer, which takes this player when it mounts (takeScreenPlayer)
 * and moves it where the rule says with everything known; until then the server's own preview
 * cut (the playlist and its keys) is the limit. It starts where the rule says without an
 * entitlement: waiting for lookOk cost 60-80 ms (bench:web), and only a bought episode with a
 * saved position past the preview is moved on taking over. A player that fails first is
 * dropped and the page starts its own, as it does where the browser plays HLS itself; one of
 * another episode is loaded with the page's episode. Settles once the first frame shows, the
 * stream failed, or there was nothing to start: the app's first render waits for that
 * (playerChunk.ts firstRenderAfter).
 */
export async function warmStart({ detail, streamFiles }: Pick<VideoHeadStart, 'detail' | 'streamFiles'>): Promise<void> {
  const video = await detail;
  const episode = firstEpisodeOf(video);
  if (!episode) return;
  const player = startWarmPlayer();
  if (!player) return;
  const { controller } = player;
  const startAt = resumePositionOf(video.videoInfo, false);
  player.warm = { url: episode.url, startAt };
  let settle!: () => void;
  const shown = new Promise<void>((resolve) => (settle = resolve));
  const stopWatchingFrame = controller.subscribe(() => {
    if (!controller.getSnapshot().started || player.shownAt !== null) return;
    player.shownAt = performance.now();
    settle();
  });
  const stopWatchingError = controller.on('error', () => {
    dropWarmPlayer(player);
    settle();
  });
  const stopWatching = () => {
    stopWatchingFrame();
    stopWatchingError();
  };
  const loading = controller.load(episode.url, { poster: episode.poster, prefetched: streamFiles });
  if (startAt > 0) controller.resumeAt(startAt);
  // Only hls.js loads ahead: the browser's own HLS (iPhone) fetches nothing before a tap, so
  // there the first frame would never come and the page would wait for nothing.
  if ((await loading) !== 'hls.js') {
    stopWatching();
    dropWarmPlayer(player);
    return;
  }
  await shown;
  stopWatching();
}

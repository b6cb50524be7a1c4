/**
 * A published video on a stream with an audio hole (the server's test/holedLadder.ts: media
 * like the demo streams an older generator made), for the playback journeys: the player must play
 * through it or get out of it by itself.
 */
import type { RunningServer } from '../../server/src/start.ts';
import { publishVideo, registerMedia } from '../../server/src/catalogue/publishing.ts';
import { mediaFolder } from '../../server/src/media/library.ts';
import { HOLED_SECONDS, makeHoledLadder } from '../../server/test/holedLadder.ts';

const HOLED_DIR = 'holed-fixture';

/** Writes the holed ladder into the server's media and publishes a free-to-preview video on it; answers its code. */
export async function publishHoledVideo({ db, config }: RunningServer): Promise<number> {
  await makeHoledLadder(mediaFolder(config, HOLED_DIR));
  const now = new Date();
  const mediaId = await registerMedia(db, HOLED_DIR, HOLED_SECONDS, now);
  return publishVideo(db, { name: '音画错位的测试片', episodes: [{ name: '第1集', mediaId }] }, now);
}

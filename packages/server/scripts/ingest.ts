/**
 * npm run ingest -- FILE --title TITLE [--category 30] [--sub 81] [--free] [--intro TEXT] [--author NAME]
 *
 * Transcodes a video file to HLS (ffmpeg from @ffmpeg-installer/ffmpeg) into DATA_DIR/media
 * and publishes it as a video with one episode, on the configured database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { loadPlaylist, mediaFolder } from '../src/media/library.ts';
import { transcodeFile } from '../src/media/transcode.ts';
import { publishVideo, registerMedia } from '../src/catalogue/publishing.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    category: { type: 'string', default: '30' },
    sub: { type: 'string', default: '' },
    free: { type: 'boolean', default: false },
    intro: { type: 'string', default: '' },
    author: { type: 'string', default: '' },
  },
});

const file = positionals[0];
if (!file || !values.title) {
  console.error('usage: npm run ingest -- FILE --title TITLE [--category CODE] [--sub CODE] [--free] [--intro TEXT] [--author NAME]');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`no such file: ${file}`);
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const dir = `ingest-${randomBytes(6).toString('hex')}`;
  console.log(`transcoding ${path.basename(file)} ...`);
  await transcodeFile(path.resolve(file), mediaFolder(config, dir));
  const playlist = await loadPlaylist(config, dir);
  if (!playlist || playlist.segments.length === 0) throw new Error('ffmpeg wrote no segments');
  const duration = Math.round(playlist.segments.reduce((sum, segment) => sum + segment.duration, 0));
  const now = new Date();
  const mediaId = await registerMedia(db, dir, duration, now);
  const code = await publishVideo(
    db,
    {
      name: values.title,
      episodes: [{ name: '第1集', mediaId }],
      dictCode: values.category,
      sonDictCode: values.sub,
      vip: !values.free,
      introduce: values.intro,
      author: values.author,
    },
    now,
  );
  console.log(`published ${code} (${duration} s)`);
} finally {
  await db.close();
}

/** The covers an operator may choose for a video: the poster and cover frames its ingest left in the store. */
import type { Db } from '../db/db.ts';
import { mediaDirOf } from '../catalogue/episodes.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { frameCoverPath } from './covers.ts';
import { mediaKey } from './library.ts';
import { FRAME_FILE, POSTER_FILE } from './stills.ts';

/** Public cover URLs of media `mediaId`'s stills: the poster first (the default cover), then the frames in time order. */
export async function coverChoices(db: Db, store: ObjectStore, mediaId: number | undefined): Promise<string[]> {
  if (mediaId === undefined) return [];
  const dir = await mediaDirOf(db, mediaId);
  if (dir === null) return [];
  const files: string[] = [];
  for await (const { key } of store.list(`${mediaKey(dir)}/`)) {
    const file = key.slice(key.lastIndexOf('/') + 1);
    if (file === POSTER_FILE || FRAME_FILE.test(file)) files.push(file);
  }
  files.sort((a, b) => (a === POSTER_FILE ? -1 : b === POSTER_FILE ? 1 : a.localeCompare(b)));
  return files.map((file) => frameCoverPath(dir, file));
}

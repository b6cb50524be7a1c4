/**
 * The demo seed: on first start with an empty catalogue, enough operator data for every
 * screen (tags, categories, topics, dark-web groups, 200 videos with generated covers,
 * ads per group, config, hot searches) and a few generated test-pattern HLS streams shared
 * by all videos. Demo media is generated into the object store (encrypted), never committed.
 */
import { POPUP_AD_TYPE } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import { ADVISORY_LOCKS } from '../db/advisoryLocks.ts';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { loginLoopUrl } from '../media/site.ts';
import { writeConfig } from '../site/appConfig.ts';
import {
  AUTHORS,
  DANMU_TEXTS,
  DEMO_DANMU_PER_VIDEO,
  DEMO_CATEGORIES,
  DEMO_PLACEMENTS,
  DEMO_STREAMS,
  DEMO_TOPICS,
  DEMO_VIDEO_COUNT,
  DEMO_BLURBS,
  DEMO_TITLES,
  HOT_WORDS,
} from './demoData.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { demoCover, generateDemoMedia } from './demoMedia.ts';

export interface SeedOptions {
  /** Generate the HLS streams with ffmpeg (skip in tests: rows are made, files are not). */
  media: boolean;
  now: Date;
  /** Where the demo media goes (needed with `media`). */
  store?: ObjectStore;
}

/** A small deterministic generator, so every fresh demo database is the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const streamDir = (n: number) => DEMO_STREAMS[n % DEMO_STREAMS.length]!.dir;

/**
 * Seeds when the catalogue is empty; answers whether it did. Several processes starting at
 * once on an empty database (a fleet's first start) all get here: the lock lets one check
 * and seed while the others wait, then find the catalogue there (without it two crashed on
 * a duplicate category).
 */
export async function seedDemo(db: Db, config: ServerConfig, options: SeedOptions): Promise<boolean> {
  if (options.media && !options.store) throw new Error('seedDemo: demo media needs the object store');
  const seeds = options.media ? (await generateDemoMedia(config, options.store!)).seeds : new Map<string, Buffer>();
  const next = random(20_260_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const { now } = options;

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.demoSeed]);
    if (await queryOne(tx, 'SELECT 1 FROM videos LIMIT 1')) return false;
    for (const [index, category] of DEMO_CATEGORIES.entries()) {
      await tx.query(
        'INSERT INTO categories (dict_code, dict_name, parent_code, sort, home_tag_sort, featured_sort) VALUES ($1, $2, $3, $4, $5, $6)',
        [category.code, category.name, category.parent ?? null, index, category.homeTag ?? null, category.featured ?? null],
      );
    }
    for (const [index, topic] of DEMO_TOPICS.entries()) {
      await tx.query('INSERT INTO topics (title, image, code, son_type_code, sort) VALUES ($1, $2, $3, $4, $5)', [
        topic.title,
        options.media ? demoCover(streamDir(index + 1), index * 5 + 2) : `/covers/topic/${index + 1}.svg`,
        topic.code,
        topic.sonTypeCode,
        index,
      ]);
    }
    for (const [index, word] of HOT_WORDS.entries()) await tx.query('INSERT INTO hot_searches (word, sort) VALUES ($1, $2)', [word, index]);

    const mediaIds: { id: number; seconds: number }[] = [];
    for (const stream of DEMO_STREAMS) {
      const row = await queryOne<{ id: number }>(tx, 'INSERT INTO media (dir, duration_seconds, key_seed) VALUES ($1, $2, $3) RETURNING id', [
        stream.dir,
        stream.seconds,
        seeds.get(stream.dir) ?? null,
      ]);
      mediaIds.push({ id: row!.id, seconds: stream.seconds });
    }

    for (let n = 1; n <= DEMO_VIDEO_COUNT; n += 1) {
      const placement = DEMO_PLACEMENTS[n % DEMO_PLACEMENTS.length]!;
      // A category's videos go round its sub-categories; each takes the next title of its pool.
      const turn = Math.floor(n / DEMO_PLACEMENTS.length);
      const son = placement.sons[turn % placement.sons.length]!;
      const name = DEMO_TITLES[son]![Math.floor(turn / placement.sons.length)]!;
      const media = mediaIds[n % mediaIds.length]!;
      // Newer numbers are published later: the latest list reads newest first.
      const publishedAt = new Date(now.getTime() - (DEMO_VIDEO_COUNT - n) * 3_600_000);
      const video = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO videos (name, vip, heat, duration_seconds, score, introduce, author, dict_code, son_dict_code, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          name,
          next() < 0.6,
          Math.floor(next() * 60_000) + 100,
          media.seconds,
          Math.round((6 + next() * 3.9) * 10) / 10,
          `《${name}》：${DEMO_BLURBS[son]}（演示视频：画面与声音均由程序生成。）`,
          pick(AUTHORS),
          placement.code,
          son,
          publishedAt,
        ],
      );
      const episodes = 1 + (n % 3);
      for (let e = 1; e <= episodes; e += 1) {
        await tx.query('INSERT INTO episodes (video_id, channel, name, sort, media_id) VALUES ($1, $2, $3, $4, $5)', [
          video!.id,
          '线路一',
          `第${e}集`,
          e,
          mediaIds[(n + e - 1) % mediaIds.length]!.id,
        ]);
      }
      // Danmaku spread over the whole stream, a few at once now and then; picked by
      // arithmetic, not next(), so the catalogue's other random draws stay as they were.
      const danmu = Array.from({ length: DEMO_DANMU_PER_VIDEO }, (_, d) => ({
        text: DANMU_TEXTS[(n * 7 + d * 5) % DANMU_TEXTS.length]!,
        time: Math.floor((d * media.seconds) / DEMO_DANMU_PER_VIDEO + ((n + d) % 3) / 2),
      }));
      await tx.query('INSERT INTO danmu (video_id, text, time_seconds) SELECT $1::bigint, * FROM unnest($2::text[], $3::int[])', [
        video!.id,
        danmu.map((item) => item.text),
        danmu.map((item) => item.time),
      ]);
    }
    if (options.media) {
      // Covers are frames of the video's first episode; videos on one stream take different frames.
      const firsts = await tx.query<{ id: number; dir: string }>(
        `SELECT v.id, md.dir FROM videos v JOIN episodes e ON e.video_id = v.id AND e.sort = 1 JOIN media md ON md.id = e.media_id ORDER BY v.id`,
      );
      await tx.query('UPDATE videos v SET image = c.image FROM unnest($1::bigint[], $2::text[]) AS c(id, image) WHERE v.id = c.id', [
        firsts.map((row) => row.id),
        firsts.map((row, i) => demoCover(row.dir, Math.floor(i / DEMO_STREAMS.length))),
      ]);
    }
    // Without media (tests), generated covers named by the video's id, its code on the wire.
    await tx.query(`UPDATE videos SET image = '/covers/video/' || id || '.svg' WHERE image = ''`);

    // A popup ad pops up only with type 1 (core's POPUP_AD_TYPE); other groups ignore type.
    const ad = (group: string, title: string, kind: 'ad' | 'banner', n: number, status = 1) =>
      tx.query('INSERT INTO ads (ad_group, title, image, url, status, adtype, type, sort) VALUES ($1, $2, $3, $4, $5, 1, $6, $7)', [
        group,
        title,
        options.media ? demoCover(streamDir(n + group.length), n * 7 + group.length) : `/covers/${kind}/${group}-${n}.svg`,
        `https://example.com/nocturne/${group}/${n}`,
        status,
        group === 'indexPopupAd' ? POPUP_AD_TYPE : 0,
        n,
      ]);
    for (let n = 1; n <= 3; n += 1) {
      await ad('banner', `夜曲推荐 ${n}`, 'banner', n);
      await ad('randomad', `合作推广 ${n}`, 'ad', n);
      await ad('paihang', `排行推广 ${n}`, 'ad', n);
    }
    for (const group of ['indexPopupAd', 'play', 'user', 'squaread', 'darksidead', 'fenlei']) {
      await ad(group, `合作推广`, group === 'user' ? 'banner' : 'ad', 1);
      await ad(group, `合作推广`, group === 'user' ? 'banner' : 'ad', 2);
    }

    await writeConfig(
      tx,
      {
        popupContent: '欢迎来到夜曲！本站为演示站点，所有视频均为生成的测试图案。',
        shikan: 10,
        officialSite: 'https://example.com',
        officialEmail: 'service@example.com',
        // Only when the loop was generated: without it the login page shows its gradient.
        ...(options.media ? { loginVideoUrl: loginLoopUrl(config) } : {}),
      },
      now,
    );
    return true;
  });
}

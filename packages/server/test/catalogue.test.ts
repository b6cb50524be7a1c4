import {
  api,
  FIRST_STREAM_HEADER,
  type AdGroups,
  type CategoryNode,
  type Config,
  type DarkWebGroup,
  type HomeIndex,
  type Member,
  parseDateTime,
  type Topic,
  type Video,
  type VideoDetail,
} from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { HEAT_FLUSH_MS, VIEW_WINDOW_MS } from '../src/catalogue/heat.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../src/http/idempotent.ts';
import { call, envelope, openTestDb, registerMember, TEST_START, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db);
  await seedDemo(db, t.config, { media: false, now: TEST_START });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function post<T>(endpoint: { path: string; encrypted: boolean }, body?: unknown, token?: string): Promise<T> {
  const response = await call(t.app, 'POST', endpoint.path, body, token ? { token } : {});
  const parsed = envelope<T>(response, t.config, endpoint.encrypted);
  expect(parsed.code, response.body).toBe(0);
  if (endpoint.encrypted) expect(typeof response.json().data).toBe('string');
  return parsed.data;
}

/** Video names as the database orders them: compares lists whatever the video codes look like. */
async function namesInDb(sql: string): Promise<string[]> {
  return (await db.query<{ name: string }>(sql)).map((row) => row.name);
}
const names = (videos: readonly Video[]) => videos.map((video) => video.cartoonName);

describe('tags, categories, topics, hot searches', () => {
  test('listLeftType without params answers the home tags as an array, without the main view', async () => {
    const tags = await post<CategoryNode[]>(api.categories);
    expect(tags[0]).toEqual({ dictCode: '15', dictName: '精选', child: [] });
    expect(tags.length).toBeGreaterThan(4);
    expect(tags.map((tag) => tag.dictCode)).not.toContain('0');
  });

  test('the main tag stays off the strip even where the operator kept a category 0', async () => {
    await db.query(`INSERT INTO categories (dict_code, dict_name, home_tag_sort) VALUES ('0', '推荐', -1)`);
    try {
      expect((await post<CategoryNode[]>(api.categories)).map((tag) => tag.dictCode)).not.toContain('0');
      expect((await post<CategoryNode[]>(api.categories, { dictCode: '', dictLevel: 1 })).map((node) => node.dictCode)).not.toContain('0');
    } finally {
      await db.query(`DELETE FROM categories WHERE dict_code = '0'`);
    }
  });

  test('listLeftType sent with no body at all, or an empty JSON body, answers the home tags', async () => {
    const bare = await t.app.inject({ method: 'POST', url: api.categories.path });
    const empty = await t.app.inject({ method: 'POST', url: api.categories.path, payload: '', headers: { 'content-type': 'application/json' } });
    for (const response of [bare, empty]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope<CategoryNode[]>(response, t.config, true).data[0]!.dictCode).toBe('15');
    }
  });

  test("listLeftType with a dictCode answers that category's tree; a number code is the same", async () => {
    const tree = await post<CategoryNode[]>(api.categories, { dictCode: '34', dictLevel: 1 });
    expect(tree.map((node) => node.dictCode)).toEqual(['81', '82']);
    expect(await post<CategoryNode[]>(api.categories, { dictCode: 34, dictLevel: 1 })).toEqual(tree);
  });

  test('listLeftType with dictCode "" answers the whole tree from the top, without the dark web', async () => {
    const tree = await post<CategoryNode[]>(api.categories, { dictCode: '', dictLevel: 1 });
    expect(tree.map((node) => node.dictCode)).toEqual(['15', '30', '31', '33', '34', '53', '62']);
    expect(tree.find((node) => node.dictCode === '34')!.child).toEqual([
      { dictCode: '81', dictName: '都市', child: [], videoCount: 13 },
      { dictCode: '82', dictName: '古装', child: [], videoCount: 12 },
    ]);
  });

  test('every category of the tag browser has real sub-categories, none named like itself', async () => {
    const tree = await post<CategoryNode[]>(api.categories, { dictCode: '', dictLevel: 1 });
    for (const node of tree) {
      expect(node.child.length, node.dictName).toBeGreaterThanOrEqual(2);
      expect(node.child.map((child) => child.dictName)).not.toContain(node.dictName);
    }
  });

  test('the tree counts the published videos of each category and sub-category', async () => {
    const tree = await post<CategoryNode[]>(api.categories, { dictCode: '', dictLevel: 1 });
    const counted = await db.query<{ code: string; videos: number }>(
      `SELECT son_dict_code AS code, count(*)::int AS videos FROM videos WHERE status = 'published' GROUP BY son_dict_code`,
    );
    const bySon = new Map(counted.map((row) => [row.code, row.videos]));
    for (const node of tree) {
      expect(node.videoCount).toBe(node.child.reduce((sum, child) => sum + (child.videoCount ?? 0), 0));
      for (const child of node.child) expect(child.videoCount, child.dictName).toBe(bySon.get(child.dictCode) ?? 0);
    }
    // The 200 demo videos minus the dark web's 25, which the tag browser leaves out.
    expect(tree.reduce((sum, node) => sum + (node.videoCount ?? 0), 0)).toBe(175);

    // A video taken down leaves the counts at once for a fresh tree (the cache aside).
    const [drama] = await db.query<{ id: number }>(`SELECT id FROM videos WHERE son_dict_code = '93' AND status = 'published' LIMIT 1`);
    await db.query(`UPDATE videos SET status = 'taken_down' WHERE id = $1`, [drama!.id]);
    try {
      const below = await post<CategoryNode[]>(api.categories, { dictCode: '31', dictLevel: 1 });
      expect(below.find((node) => node.dictCode === '93')!.videoCount).toBe(bySon.get('93')! - 1);
    } finally {
      await db.query(`UPDATE videos SET status = 'published' WHERE id = $1`, [drama!.id]);
    }
  });

  test('the home tag strip carries no counts (it is the original client\'s plain tag list)', async () => {
    const tags = await post<CategoryNode[]>(api.categories);
    for (const tag of tags) expect(tag).not.toHaveProperty('videoCount');
  });

  test('seeding gives 200 distinct, believable titles: no repeats, no season numbers, a title pool per sub-category', async () => {
    const rows = await db.query<{ name: string; introduce: string; author: string }>('SELECT name, introduce, author FROM videos');
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.name)).size).toBe(200);
    expect(rows.every((row) => row.name.length >= 2 && !/第\d+季/.test(row.name))).toBe(true);
    expect(new Set(rows.map((row) => row.author)).size).toBeGreaterThanOrEqual(10);
    // Each description names its video and speaks of its kind, not one sentence for all.
    expect(new Set(rows.map((row) => row.introduce)).size).toBe(200);
    expect(rows.every((row) => row.introduce.startsWith(`《${row.name}》`))).toBe(true);
  });

  test('the topics are the eight cards of the spec, in order, with neutral titles', async () => {
    const topics = await post<Topic[]>(api.topics);
    expect(topics.map((topic) => [topic.code, topic.sonTypeCode])).toEqual([
      ['30', ''],
      ['34', '81,82'],
      ['33', ''],
      ['31', '134'],
      ['62', '68'],
      ['62', '135'],
      ['53', ''],
      ['31', '93'],
    ]);
    expect(topics.map((topic) => topic.title)).not.toContain('乱伦精选');
  });

  test('hot search has 15 words', async () => {
    expect(await post<string[]>(api.hotSearch)).toHaveLength(15);
  });
});

describe('home and lists', () => {
  test('listIndex: rankList hottest first, typeList of four entries of their own category', async () => {
    const index = await post<HomeIndex>(api.homeIndex);
    const heats = index.rankList.map((video) => video.cartoonHot);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
    expect(index.typeList).toHaveLength(4);
    for (const entry of index.typeList) {
      expect(entry.cartoonInfoList).toHaveLength(6);
      expect(entry.cartoonInfoList.every((video) => video.dictCode === entry.dictCode)).toBe(true);
    }
  });

  test('listIndex again (换一批) turns the featured batch; the ranking stays', async () => {
    const featured = (index: HomeIndex) => index.typeList.flatMap((entry) => entry.cartoonInfoList.map((video) => video.cartoonCode));
    const answers = [await post<HomeIndex>(api.homeIndex), await post<HomeIndex>(api.homeIndex), await post<HomeIndex>(api.homeIndex)];
    expect(featured(answers[1]!)).not.toEqual(featured(answers[0]!));
    expect(featured(answers[2]!)).not.toEqual(featured(answers[1]!));
    expect(answers[1]!.rankList).toEqual(answers[0]!.rankList);
  });

  test('listIndex keeps four typeList entries when the operator featured fewer categories', async () => {
    await db.query(`UPDATE categories SET featured_sort = NULL WHERE dict_code IN ('31', '34', '62')`);
    try {
      const index = await post<HomeIndex>(api.homeIndex);
      expect(index.typeList.map((entry) => entry.cartoonInfoList.length)).toEqual([6, 0, 0, 0]);
    } finally {
      await db.query(`UPDATE categories SET featured_sort = 2 WHERE dict_code = '31'`);
      await db.query(`UPDATE categories SET featured_sort = 3 WHERE dict_code = '34'`);
      await db.query(`UPDATE categories SET featured_sort = 4 WHERE dict_code = '62'`);
    }
  });

  test('listPaging: 10 videos a page, newest first, no ads (the client mixes them in)', async () => {
    const page1 = await post<{ list: Video[] }>(api.listPaging, { currentPage: 1, type: '全部', typeCode: '0' });
    expect(names(page1.list)).toEqual(await namesInDb(`SELECT name FROM videos WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 10`));
    expect(page1.list.some((item) => 'adtype' in item)).toBe(false);
    const page2 = await post<{ list: Video[] }>(api.listPaging, { currentPage: 2, type: '全部', typeCode: '0' });
    expect(new Set([...page1.list, ...page2.list].map((video) => video.cartoonCode)).size).toBe(20);
    const beyond = await post<{ list: Video[] }>(api.listPaging, { currentPage: 99, type: '全部', typeCode: '0' });
    expect(beyond.list).toEqual([]);
  });

  test('listPaging of a tag lists only that tag; its number code is the same list', async () => {
    const page = await post<{ list: Video[] }>(api.listPaging, { currentPage: 1, type: '全部', typeCode: '30' });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((video) => video.dictCode === '30')).toBe(true);
    expect(await post(api.listPaging, { currentPage: 1, type: '全部', typeCode: 30 })).toEqual(page);
  });

  test('listIndexLike answers a page of 10, encrypted', async () => {
    const like = await post<{ distinctNameList: Video[] }>(api.listIndexLike, { currentPage: 1 });
    expect(like.distinctNameList).toHaveLength(10);
  });

  test('dark-web groups are an array, carry pid 42 and their own movies', async () => {
    const groups = await post<DarkWebGroup[]>(api.darkWebGroups, { dictName: '暗网', type: 0 });
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect(group.pid).toBe('42');
      expect(group.relationMovies.length).toBeGreaterThan(0);
      expect(group.relationMovies.length).toBeLessThanOrEqual(5);
      expect(group.relationMovies.every((video) => video.sonDictCode === group.dictCode)).toBe(true);
    }
  });

  test("changeBatch (the documented body) answers an array of the group's videos, another batch each time", async () => {
    const body = { currentPage: 1, sonTypeCode: '4201', typeCode: '42' };
    const batches = [await post<Video[]>(api.changeBatch, body), await post<Video[]>(api.changeBatch, body), await post<Video[]>(api.changeBatch, body)];
    for (const batch of batches) {
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.every((video) => video.sonDictCode === '4201')).toBe(true);
    }
    expect(batches[1]).not.toEqual(batches[0]);
    expect(batches[2]).not.toEqual(batches[1]);
  });

  test('changeBatch turns through a big pool a whole batch at a time, and an empty group answers []', async () => {
    const all = { currentPage: 1, sonTypeCode: '', typeCode: '' };
    const [first, second] = [await post<Video[]>(api.changeBatch, all), await post<Video[]>(api.changeBatch, all)];
    expect(first).toHaveLength(5);
    const firstCodes = new Set(first.map((video) => video.cartoonCode));
    expect(second.some((video) => firstCodes.has(video.cartoonCode))).toBe(false);
    expect(await post(api.changeBatch, { currentPage: 1, sonTypeCode: '', typeCode: '9999' })).toEqual([]);
  });

  test("selectSubjectMovies keeps to the topic's sub-codes, 10 videos a page, as an array", async () => {
    const videos = await post<Video[]>(api.subjectMovies, { currentPage: 1, sonTypeCode: '81,82', typeCode: '34' });
    expect(videos).toHaveLength(10);
    expect(videos.every((video) => ['81', '82'].includes(video.sonDictCode))).toBe(true);
    const heats = videos.map((video) => video.cartoonHot);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
  });

  test('search: by key, best score first, 10 a page; LIKE wildcards match literally', async () => {
    const result = await post<Video[]>(api.search, {
      cartoonSonType: '',
      cartoonType: '',
      currentPage: 1,
      prop: 'cartoon_score',
      searchKey: '夜色',
      title: '',
    });
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThanOrEqual(10);
    expect(result.every((video) => video.cartoonName.includes('夜色') || video.cartoonAuthor.includes('夜色'))).toBe(true);
    const scores = result.map((video) => video.cartoonScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const wildcard = await post<Video[]>(api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '%', title: '' });
    expect(wildcard).toEqual([]);
  });

  test('search with no key and no codes lists every video, best score first', async () => {
    const result = await post<Video[]>(api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '精选视频' });
    expect(names(result)).toEqual(await namesInDb(`SELECT name FROM videos WHERE status = 'published' ORDER BY score DESC, heat DESC, id LIMIT 10`));
  });

  test('search by type and sub-type (the dark-web "more" link) needs no key; a sub-type may be the category itself', async () => {
    const result = await post<Video[]>(api.search, { cartoonSonType: '4202', cartoonType: '42', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '暗网' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((video) => video.sonDictCode === '4202')).toBe(true);
    const whole = await post<Video[]>(api.search, { cartoonSonType: '30', cartoonType: '30', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '高清影院' });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((video) => video.dictCode === '30')).toBe(true);
  });

  test.each([
    ['a negative page', api.listPaging, { currentPage: -1, type: '全部', typeCode: '0' }],
    ['a non-numeric page', api.listPaging, { currentPage: 'one', type: '全部', typeCode: '0' }],
    ['a huge key', api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: 'x'.repeat(5000), title: '' }],
    ['a missing typeCode', api.subjectMovies, { currentPage: 1, sonTypeCode: '' }],
  ])('%s is a 400', async (_name, endpoint, body) => {
    const response = await call(t.app, 'POST', endpoint.path, body);
    expect(response.json().code).toBe(400);
  });
});

describe('video detail, entitlement, likes and progress', () => {
  test('getVideoDetail: signed absolute episode URLs, recommendations, danmu, and one more heat', async () => {
    const member = await registerMember(t.app);
    const before = (await db.query<{ heat: number }>('SELECT heat FROM videos WHERE id = 7'))[0]!.heat;
    const detail = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 7 }, member.token);
    expect(detail.videoInfo).toMatchObject({ cartoonCode: 7, progress: 0, cartoonHot: before + 1 });
    expect(detail.videoInfo.cartoonImage).toBe('http://localhost/covers/video/7.svg');
    expect(detail.recommend.length).toBeGreaterThan(0);
    expect(detail.recommend.every((video) => video.cartoonCode !== 7)).toBe(true);
    expect(detail.srcList[0]!.channel).toBe('线路一');
    expect(detail.srcList[0]!.urlList[0]!.url).toMatch(/^http:\/\/localhost\/media\/play\/\d+\/\d+\/[\w-]+\/\d+\.m3u8$/);
    expect(detail.danmuList.length).toBeGreaterThan(0);
  });

  test('detail views reach the stored heat within a second, in one write; a member\'s repeated views count once', async () => {
    const [member, other] = [await registerMember(t.app), await registerMember(t.app)];
    const stored = async () => (await db.query<{ heat: number }>('SELECT heat FROM videos WHERE id = 8'))[0]!.heat;
    const before = await stored();
    const first = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 8 }, member.token);
    // Fetched again (after a purchase, a reload): the same viewer, no new heat.
    const again = await post<VideoDetail>(api.videoDetail, { index: 0, vid: '8' }, member.token);
    const second = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 8 }, other.token);
    expect([first.videoInfo.cartoonHot, again.videoInfo.cartoonHot, second.videoInfo.cartoonHot]).toEqual([before + 1, before + 1, before + 2]);
    await new Promise((resolve) => setTimeout(resolve, HEAT_FLUSH_MS + 300));
    expect(await stored()).toBe(before + 2);
    // After the window the member warms the video again.
    t.clock.advance(2 * VIEW_WINDOW_MS);
    const later = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 8 }, member.token);
    expect(later.videoInfo.cartoonHot).toBe(before + 3);
    t.clock.reset();
  });

  test('two members opening one video share its recommendations and danmu, each with their own progress and URLs', async () => {
    const [first, second] = [await registerMember(t.app), await registerMember(t.app)];
    await post(api.playback, { collectAuthor: '', collectDuration: 12, collectHot: 0, collectImage: '', collectName: '', sortNum: 0, collectCode: 9, collectType: 2, type: 3 }, first.token);
    // The second answer reuses the first one's cached, already encrypted shared head.
    const mine = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 9 }, first.token);
    const theirs = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 9 }, second.token);
    expect([mine.videoInfo.progress, theirs.videoInfo.progress]).toEqual([12, 0]);
    expect(theirs.recommend).toEqual(mine.recommend);
    expect(theirs.danmuList).toEqual(mine.danmuList);
    expect(Object.keys(theirs).sort()).toEqual(['danmuList', 'recommend', 'srcList', 'videoInfo']);
    // The playlist URL's path is /media/play/<member>/<expiry>/<signature>/<episode>.m3u8.
    const memberOf = (detail: VideoDetail) => new URL(detail.srcList[0]!.urlList[0]!.url).pathname.split('/')[3];
    expect(memberOf(mine)).not.toBe(memberOf(theirs));
  });

  test('getVideoDetail names its first stream in the clear, the same signed URL its encrypted body gives', async () => {
    const member = await registerMember(t.app);
    const response = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 7 }, { token: member.token });
    const detail = envelope<VideoDetail>(response, t.config, true).data;
    expect(response.headers[FIRST_STREAM_HEADER.toLowerCase()]).toBe(detail.srcList[0]!.urlList[0]!.url);
    // A visitor's answer names the visitor's stream; an unknown video names none.
    const visitor = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 7 });
    expect(visitor.headers[FIRST_STREAM_HEADER.toLowerCase()]).toBe(envelope<VideoDetail>(visitor, t.config, true).data.srcList[0]!.urlList[0]!.url);
    const unknown = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 9999 }, { token: member.token });
    expect(unknown.headers[FIRST_STREAM_HEADER.toLowerCase()]).toBeUndefined();
  });

  test("getVideoDetail without a token is a visitor's, with a bad token 8000, and an unknown video is a 404", async () => {
    const visitor = envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 7 }), t.config, true);
    expect(visitor.code).toBe(0);
    expect(visitor.data.videoInfo.progress).toBe(0);
    const badToken = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 7 }, { token: 'not-a-token' });
    expect(badToken.json()).toMatchObject({ code: 8000 });
    const member = await registerMember(t.app);
    const unknown = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 9999 }, { token: member.token });
    expect(unknown.json().code).toBe(404);
    // A text code of old is not a video code.
    const text = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 'v0007' }, { token: member.token });
    expect(text.json().code).toBe(400);
  });

  test('lookOk: no for a new member, yes once VIP or once the episode is bought; another video\'s episode is a 404', async () => {
    const member = await registerMember(t.app);
    const detail = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 10 }, member.token);
    const episodeId = detail.srcList[0]!.urlList[0]!.id;
    expect(await post(api.lookOk, { cartoonCode: 10, moviesInfoId: episodeId }, member.token)).toBe(false);

    const memberId = (await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [member.memberCode]))[0]!.id;
    await db.query('INSERT INTO episode_purchases (member_id, episode_id, coins) VALUES ($1, $2, 2)', [memberId, episodeId]);
    expect(await post(api.lookOk, { cartoonCode: 10, moviesInfoId: episodeId }, member.token)).toBe(true);

    const other = await registerMember(t.app);
    const otherId = (await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [other.memberCode]))[0]!.id;
    await grantVipDays(db, { memberId: otherId, days: 1, reason: 'test', now: t.clock.now() });
    expect(await post(api.lookOk, { cartoonCode: 10, moviesInfoId: episodeId }, other.token)).toBe(true);

    const mismatch = await call(t.app, 'POST', api.lookOk.path, { cartoonCode: 11, moviesInfoId: episodeId }, { token: member.token });
    expect(mismatch.json().code).toBe(404);
  });

  const likeBody = { collectAuthor: '', collectDuration: 0, collectHot: 0, collectImage: '', collectName: '', sortNum: 0 };

  test('a like counts once toward heat; progress saved on leaving comes back in the detail', async () => {
    const member = await registerMember(t.app);
    const heat = async () => (await db.query<{ heat: number }>('SELECT heat FROM videos WHERE id = 20'))[0]!.heat;
    const before = await heat();
    await post(api.like, { ...likeBody, collectCode: 20, collectType: 1, type: 2 }, member.token);
    await post(api.like, { ...likeBody, collectCode: 20, collectType: 1, type: 2 }, member.token);
    await post(api.like, { ...likeBody, collectCode: 20, collectType: 2, type: 2 }, member.token);
    expect(await heat()).toBe(before + 1);
    expect(await db.query('SELECT kind FROM member_likes ORDER BY kind')).toEqual([{ kind: 1 }, { kind: 2 }]);

    await post(api.playback, { ...likeBody, collectCode: 20, collectType: 2, type: 3, collectDuration: 12.7 }, member.token);
    const detail = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 20 }, member.token);
    expect(detail.videoInfo.progress).toBe(12);
  });
});

describe('config, ads and click counters', () => {
  test('getConfig answers every flag, the notice, the preview seconds and the optional fields', async () => {
    const config = await post<Config>(api.config);
    expect(config).toMatchObject({ showAd: true, showRandomAd: true, shikan: 10, offerEndsAt: '', apkUrl: '' });
    expect(config.popupContent).not.toBe('');
    expect(Object.keys(config).sort()).toEqual(
      [
        'apkUrl', 'channelUrl', 'loginVideoUrl', 'officialEmail', 'officialSite', 'offerEndsAt', 'offlineDays', 'popupContent', 'serviceUrl', 'shikan', 'showAd',
        'showDarksideAd', 'showMeAd', 'showPaihangAd', 'showPlayAd', 'showRandomAd', 'showSonType', 'showSquareAd', 'showSwiperAd', 'timeZone',
      ].sort(),
    );
    expect(config.timeZone).toBe(t.config.businessTimeZone);
  });

  test("getConfig's timeZone is the zone every date on the wire is written in (BUSINESS_TZ)", async () => {
    const berlin = await testApp(db, { config: testConfig({ businessTimeZone: 'Europe/Berlin' }) });
    try {
      const member = await registerMember(berlin.app);
      const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [member.memberCode]);
      const expiry = await grantVipDays(db, { memberId: row!.id, days: 30, reason: 'test', now: berlin.clock.now() });
      const config = envelope<Config>(await call(berlin.app, 'POST', api.config.path), berlin.config).data;
      const read = envelope<Member>(await call(berlin.app, 'POST', api.memberByCode.path, {}, { token: member.token }), berlin.config).data;
      expect(config.timeZone).toBe('Europe/Berlin');
      // Wall-clock time in Berlin, which core reads back to the stored instant (to the second).
      expect(parseDateTime(read.vipDate, config.timeZone)?.getTime()).toBe(Math.floor(expiry.getTime() / 1000) * 1000);
      expect(parseDateTime(read.vipDate)?.getTime()).not.toBe(Math.floor(expiry.getTime() / 1000) * 1000);
    } finally {
      await berlin.app.close();
    }
  });

  test('guanggao answers every group in its own shape', async () => {
    const ads = await post<AdGroups>(api.ads);
    expect(Object.keys(ads).sort()).toEqual(['banner', 'darksidead', 'fenlei', 'indexPopupAd', 'paihang', 'play', 'randomad', 'squaread', 'user']);
    expect(Object.keys(ads.banner[0]!).sort()).toEqual(['h5Url', 'id', 'image', 'status']);
    expect(Object.keys(ads.user[0]!).sort()).toEqual(['id', 'img', 'status', 'url']);
    // One ad each, as the original client's home strips read them.
    expect(Object.keys(ads.paihang).sort()).toEqual(['id', 'img', 'status', 'url']);
    expect(Object.keys(ads.fenlei).sort()).toEqual(['id', 'img', 'status', 'url']);
    expect(ads.randomad[0]).toMatchObject({ adtype: 1, status: 1 });
  });

  test('each of the eight counters counts a click on its placement; an unknown ad is a 404', async () => {
    const member = await registerMember(t.app);
    const counters = [api.randomAdClick, api.squareAdClick, api.paihangAdClick, api.swiperAdClick, api.darkSideAdClick, api.meAdClick, api.playAdClick, api.indexAdClick];
    for (const counter of counters) expect(await post(counter, { id: 1 }, member.token)).toBe(1);
    // A repeat within the window is the same tap (a proxy's retry, a double tap): counted once.
    expect(await post(api.randomAdClick, { id: 1 }, member.token)).toBe(1);
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(await post(api.randomAdClick, { id: 1 }, member.token)).toBe(2);
    const rows = await db.query<{ placement: string; clicks: number }>('SELECT placement, clicks FROM ad_clicks ORDER BY placement');
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.placement === 'random')!.clicks).toBe(2);
    const unknown = await call(t.app, 'POST', api.meAdClick.path, { id: 9999 }, { token: member.token });
    expect(unknown.json().code).toBe(404);
  });

  test('covers without a picture are generated SVG gradients with no text printed', async () => {
    const cover = await t.app.inject({ method: 'GET', url: '/covers/video/1.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('<svg');
    expect(cover.body).not.toContain('<text');
    expect((await t.app.inject({ method: 'GET', url: '/covers/video/..%2Fetc.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/covers/video/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/covers/toString/1.svg' })).statusCode).toBe(404);
    const topic = await t.app.inject({ method: 'GET', url: '/covers/topic/2.svg' });
    expect(topic.statusCode).toBe(200);
    expect(topic.body).not.toContain('华语大制作');
  });
});

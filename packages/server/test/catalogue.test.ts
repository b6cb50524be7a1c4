import {
  api,
  isAd,
  type AdGroups,
  type CategoryNode,
  type Config,
  type DarkWebGroup,
  type FeedItem,
  type HomeIndex,
  type Page,
  type Topic,
  type Video,
  type VideoDetail,
} from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { writeConfig } from '../src/site/appConfig.ts';
import { HEAT_FLUSH_MS } from '../src/catalogue/heat.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { call, envelope, openTestDb, registerMember, TEST_START, testApp, type TestApp } from './harness.ts';

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

const videosOf = (list: FeedItem[]) => list.filter((item): item is Video => !isAd(item));

describe('tags, categories, topics, hot searches', () => {
  test('listLeftType without params answers the home tags, the main tag 0 first', async () => {
    const tags = await post<Page<CategoryNode>>(api.categories);
    expect(tags.list[0]).toEqual({ dictCode: '0', dictName: '推荐', child: [] });
    expect(tags.list.length).toBeGreaterThan(4);
  });

  test('listLeftType sent with no body at all, or an empty JSON body, answers the home tags', async () => {
    const bare = await t.app.inject({ method: 'POST', url: api.categories.path });
    const empty = await t.app.inject({ method: 'POST', url: api.categories.path, payload: '', headers: { 'content-type': 'application/json' } });
    for (const response of [bare, empty]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope<Page<CategoryNode>>(response, t.config, true).data.list[0]!.dictCode).toBe('0');
    }
  });

  test('listLeftType with a dictCode answers that category\'s tree', async () => {
    const tree = await post<Page<CategoryNode>>(api.categories, { dictCode: '34', dictLevel: 1 });
    expect(tree.list.map((node) => node.dictCode)).toEqual(['81', '82']);
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
  test('listIndex: rankList hottest first, typeList of four entries', async () => {
    const index = await post<HomeIndex>(api.homeIndex);
    const heats = index.rankList.map((video) => video.cartoonHot);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
    expect(index.typeList).toHaveLength(4);
    for (const entry of index.typeList) {
      expect(entry.cartoonInfoList.length).toBeGreaterThan(0);
      expect(entry.cartoonInfoList.every((video) => video.dictCode === entry.dictCode)).toBe(true);
    }
  });

  test('listPaging: 10 videos a page, newest first, an ad in the 7th slot', async () => {
    const page1 = await post<Page<FeedItem>>(api.listPaging, { currentPage: 1, type: '全部', typeCode: '0' });
    expect(videosOf(page1.list)).toHaveLength(10);
    expect(page1.list.findIndex(isAd)).toBe(6);
    const page2 = await post<Page<FeedItem>>(api.listPaging, { currentPage: 2, type: '全部', typeCode: '0' });
    const codes = [...videosOf(page1.list), ...videosOf(page2.list)].map((video) => video.cartoonCode);
    expect(new Set(codes).size).toBe(20);
    expect(codes[0]).toBe('v0200');
    const beyond = await post<Page<FeedItem>>(api.listPaging, { currentPage: 99, type: '全部', typeCode: '0' });
    expect(beyond.list).toEqual([]);
  });

  test('listPaging of a tag lists only that tag, and no ads when the operator turns random ads off', async () => {
    await writeConfig(db, { showRandomAd: false }, TEST_START);
    try {
      const page = await post<Page<FeedItem>>(api.listPaging, { currentPage: 1, type: '全部', typeCode: '30' });
      expect(page.list.some(isAd)).toBe(false);
      expect(videosOf(page.list).every((video) => video.dictCode === '30')).toBe(true);
    } finally {
      await writeConfig(db, { showRandomAd: true }, TEST_START);
    }
  });

  test('listIndexLike answers a page of 10', async () => {
    const like = await post<{ distinctNameList: FeedItem[] }>(api.listIndexLike, { currentPage: 1 });
    expect(like.distinctNameList).toHaveLength(10);
  });

  test('dark-web groups carry pid 42 and their own movies', async () => {
    const groups = await post<Page<DarkWebGroup>>(api.darkWebGroups, { dictName: '暗网', type: 0 });
    expect(groups.list.length).toBeGreaterThanOrEqual(4);
    for (const group of groups.list) {
      expect(group.pid).toBe('42');
      expect(group.relationMovies.length).toBeGreaterThan(0);
      expect(group.relationMovies.length).toBeLessThanOrEqual(5);
      expect(group.relationMovies.every((video) => video.sonDictCode === group.dictCode)).toBe(true);
    }
  });

  test('changeBatch answers a batch of the group', async () => {
    const batch = await post<Page<Video>>(api.changeBatch, { currentPage: 1, sonTypeCode: '4201', typeCode: '42' });
    expect(batch.list.length).toBeGreaterThan(0);
    expect(batch.list.every((video) => video.sonDictCode === '4201')).toBe(true);
  });

  test('selectSubjectMovies keeps to the topic\'s sub-codes, 10 videos a page, an ad in the 10th slot', async () => {
    const page = await post<Page<FeedItem>>(api.subjectMovies, { currentPage: 1, sonTypeCode: '81,82', typeCode: '34' });
    const videos = videosOf(page.list);
    expect(videos.length).toBe(10);
    expect(videos.every((video) => ['81', '82'].includes(video.sonDictCode))).toBe(true);
    expect(page.list.findIndex(isAd)).toBe(9);
  });

  test('search: by key, best score first, 10 a page; LIKE wildcards match literally', async () => {
    const result = await post<Page<Video>>(api.search, {
      cartoonSonType: '',
      cartoonType: '',
      currentPage: 1,
      prop: 'cartoon_score',
      searchKey: '夜色',
      title: '',
    });
    expect(result.list.length).toBeGreaterThan(0);
    expect(result.list.length).toBeLessThanOrEqual(10);
    expect(result.list.every((video) => video.cartoonName.includes('夜色') || video.cartoonAuthor.includes('夜色'))).toBe(true);
    const scores = result.list.map((video) => video.cartoonScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const wildcard = await post<Page<Video>>(api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '%', title: '' });
    expect(wildcard.list).toEqual([]);
  });

  test('search by type and sub-type (the dark-web "more" link) needs no key', async () => {
    const result = await post<Page<Video>>(api.search, { cartoonSonType: '4202', cartoonType: '42', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '暗网' });
    expect(result.list.length).toBeGreaterThan(0);
    expect(result.list.every((video) => video.sonDictCode === '4202')).toBe(true);
  });

  test.each([
    ['a negative page', api.listPaging, { currentPage: -1, type: '全部', typeCode: '0' }],
    ['a non-numeric page', api.listPaging, { currentPage: 'one', type: '全部', typeCode: '0' }],
    ['a huge key', api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: 'x'.repeat(5000), title: '' }],
    ['a missing typeCode', api.subjectMovies, { currentPage: 1, sonTypeCode: '' }],
  ])('%s is a 400', async (_name, endpoint, body) => {
    const response = await call(t.app, 'POST', endpoint.path, body);
    expect(response.json().code).toBe(400);
    expect(response.json().code).toBe(400);
  });
});

describe('video detail, entitlement, likes and progress', () => {
  test('getVideoDetail: signed episode URLs, recommendations, danmu, and one more heat', async () => {
    const member = await registerMember(t.app);
    const before = (await db.query<{ heat: number }>(`SELECT heat FROM videos WHERE code = 'v0007'`))[0]!.heat;
    const detail = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0007' }, member.token);
    expect(detail.videoInfo).toMatchObject({ cartoonCode: 'v0007', progress: 0, cartoonHot: before + 1 });
    expect(detail.recommend.length).toBeGreaterThan(0);
    expect(detail.recommend.every((video) => video.cartoonCode !== 'v0007')).toBe(true);
    expect(detail.srcList[0]!.name).toBe('线路一');
    expect(detail.srcList[0]!.urlList[0]!.url).toMatch(/^\/media\/play\/\d+\.m3u8\?m=\d+&exp=\d+&sig=[\w-]+$/);
    expect(detail.danmuList.length).toBeGreaterThan(0);
  });

  test('detail views reach the stored heat within a second, in one write', async () => {
    const member = await registerMember(t.app);
    const stored = async () => (await db.query<{ heat: number }>(`SELECT heat FROM videos WHERE code = 'v0008'`))[0]!.heat;
    const before = await stored();
    const first = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0008' }, member.token);
    const second = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0008' }, member.token);
    expect([first.videoInfo.cartoonHot, second.videoInfo.cartoonHot]).toEqual([before + 1, before + 2]);
    await new Promise((resolve) => setTimeout(resolve, HEAT_FLUSH_MS + 300));
    expect(await stored()).toBe(before + 2);
  });

  test('two members opening one video share its recommendations and danmu, each with their own progress and URLs', async () => {
    const [first, second] = [await registerMember(t.app), await registerMember(t.app)];
    await post(api.playback, { collectAuthor: '', collectDuration: 12, collectHot: 0, collectImage: '', collectName: '', sortNum: 0, collectCode: 'v0009', collectType: 2, type: 3 }, first.token);
    // The second answer reuses the first one's cached, already encrypted shared head.
    const mine = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0009' }, first.token);
    const theirs = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0009' }, second.token);
    expect([mine.videoInfo.progress, theirs.videoInfo.progress]).toEqual([12, 0]);
    expect(theirs.recommend).toEqual(mine.recommend);
    expect(theirs.danmuList).toEqual(mine.danmuList);
    expect(Object.keys(theirs).sort()).toEqual(['danmuList', 'recommend', 'srcList', 'videoInfo']);
    const memberOf = (detail: VideoDetail) => new URL(detail.srcList[0]!.urlList[0]!.url, 'http://x').searchParams.get('m');
    expect(memberOf(mine)).not.toBe(memberOf(theirs));
  });

  test('getVideoDetail needs a member, and an unknown video is a 404', async () => {
    const anonymous = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 'v0007' });
    expect(anonymous.json()).toMatchObject({ code: 8000 });
    const member = await registerMember(t.app);
    const unknown = await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 'nope' }, { token: member.token });
    expect(unknown.json().code).toBe(404);
  });

  test('lookOk: no for a new member, yes once VIP or once the episode is bought; another video\'s episode is a 404', async () => {
    const member = await registerMember(t.app);
    const detail = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0010' }, member.token);
    const episodeId = detail.srcList[0]!.urlList[0]!.id;
    expect(await post(api.lookOk, { cartoonCode: 'v0010', moviesInfoId: episodeId }, member.token)).toEqual({ allowed: false });

    const memberId = (await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [member.memberCode]))[0]!.id;
    await db.query('INSERT INTO episode_purchases (member_id, episode_id, coins) VALUES ($1, $2, 2)', [memberId, episodeId]);
    expect(await post(api.lookOk, { cartoonCode: 'v0010', moviesInfoId: episodeId }, member.token)).toEqual({ allowed: true });

    const other = await registerMember(t.app);
    const otherId = (await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [other.memberCode]))[0]!.id;
    await grantVipDays(db, { memberId: otherId, days: 1, reason: 'test', now: t.clock.now() });
    expect(await post(api.lookOk, { cartoonCode: 'v0010', moviesInfoId: episodeId }, other.token)).toEqual({ allowed: true });

    const mismatch = await call(t.app, 'POST', api.lookOk.path, { cartoonCode: 'v0011', moviesInfoId: episodeId }, { token: member.token });
    expect(mismatch.json().code).toBe(404);
  });

  const likeBody = { collectAuthor: '', collectDuration: 0, collectHot: 0, collectImage: '', collectName: '', sortNum: 0 };

  test('a like counts once toward heat; progress saved on leaving comes back in the detail', async () => {
    const member = await registerMember(t.app);
    const heat = async () => (await db.query<{ heat: number }>(`SELECT heat FROM videos WHERE code = 'v0020'`))[0]!.heat;
    const before = await heat();
    await post(api.like, { ...likeBody, collectCode: 'v0020', collectType: 1, type: 2 }, member.token);
    await post(api.like, { ...likeBody, collectCode: 'v0020', collectType: 1, type: 2 }, member.token);
    await post(api.like, { ...likeBody, collectCode: 'v0020', collectType: 2, type: 2 }, member.token);
    expect(await heat()).toBe(before + 1);
    expect(await db.query('SELECT kind FROM member_likes ORDER BY kind')).toEqual([{ kind: 1 }, { kind: 2 }]);

    await post(api.playback, { ...likeBody, collectCode: 'v0020', collectType: 2, type: 3, collectDuration: 12.7 }, member.token);
    const detail = await post<VideoDetail>(api.videoDetail, { index: 0, vid: 'v0020' }, member.token);
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
        'apkUrl', 'channelUrl', 'loginVideoUrl', 'officialEmail', 'officialSite', 'offerEndsAt', 'popupContent', 'serviceUrl', 'shikan', 'showAd',
        'showDarksideAd', 'showMeAd', 'showPaihangAd', 'showPlayAd', 'showRandomAd', 'showSonType', 'showSquareAd', 'showSwiperAd',
      ].sort(),
    );
  });

  test('guanggao answers every group in its own shape', async () => {
    const ads = await post<AdGroups>(api.ads);
    expect(Object.keys(ads).sort()).toEqual(['banner', 'darksidead', 'fenlei', 'indexPopupAd', 'paihang', 'play', 'randomad', 'squaread', 'user']);
    expect(Object.keys(ads.banner[0]!).sort()).toEqual(['h5Url', 'id', 'image']);
    expect(Object.keys(ads.paihang[0]!).sort()).toEqual(['id', 'img', 'status', 'url']);
    expect(ads.randomad[0]).toMatchObject({ adtype: 1, status: 1 });
  });

  test('each of the eight counters counts a click on its placement; an unknown ad is a 404', async () => {
    const member = await registerMember(t.app);
    const counters = [api.randomAdClick, api.squareAdClick, api.paihangAdClick, api.swiperAdClick, api.darkSideAdClick, api.meAdClick, api.playAdClick, api.indexAdClick];
    for (const counter of counters) await post(counter, { id: 1 }, member.token);
    await post(api.randomAdClick, { id: 1 }, member.token);
    const rows = await db.query<{ placement: string; clicks: number }>('SELECT placement, clicks FROM ad_clicks ORDER BY placement');
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.placement === 'random')!.clicks).toBe(2);
    const unknown = await call(t.app, 'POST', api.meAdClick.path, { id: 9999 }, { token: member.token });
    expect(unknown.json().code).toBe(404);
  });

  test('covers are generated SVG with the title escaped', async () => {
    const cover = await t.app.inject({ method: 'GET', url: '/covers/video/v0001.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/covers/video/..%2Fetc.svg' })).statusCode).toBe(404);
    const topic = await t.app.inject({ method: 'GET', url: '/covers/topic/2.svg' });
    expect(topic.body).toContain('华语大制作');
  });
});

/**
 * The original client's catalogue list calls, replayed with the exact bodies its pages send
 * (quoted per test), and read as those pages read the answers: which `data` they decrypt,
 * and whether they take `data` itself as the array or `data.list`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { openTestDb, TEST_START, testApp, type TestApp } from '../harness.ts';
import { decryptLikeClient, originalClient, originalClientConfig, type OriginalClient } from './originalClient.ts';

/** The fields of a video the client's cards and links read. */
interface WireVideo {
  cartoonCode: unknown;
  cartoonName: string;
  cartoonImage: string;
  cartoonVip: boolean;
  cartoonHot: number;
  vodDuration: number;
  dictCode: string;
  sonDictCode: string;
}
interface WireNode {
  dictCode: string;
  dictName: string;
  child: WireNode[];
}
interface WireGroup {
  id: number;
  dictCode: string;
  dictName: string;
  pid: string;
  relationMovies: WireVideo[];
}

let db: Db;
let t: TestApp;
let client: OriginalClient;

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db, { config: originalClientConfig() });
  await seedDemo(db, t.config, { media: false, now: TEST_START });
  // Every catalogue call is public: the client may make them before it has a token.
  client = originalClient(t.app);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** `post(url, body)`, code 0 required, then `JSON.parse(AES.decrypt(res.data, ...))`. */
async function decrypted<T>(url: string, body: unknown): Promise<T> {
  const res = await client.post(url, body);
  expect(res.code, JSON.stringify(res)).toBe(0);
  return decryptLikeClient<T>(res.data);
}

/** A card the client can render and open: a name, a cover, and a code for /videoinfo?id=. */
function expectVideo(video: WireVideo): void {
  expect(['number', 'string']).toContain(typeof video.cartoonCode);
  expect(String(video.cartoonCode)).not.toBe('');
  expect(typeof video.cartoonName).toBe('string');
  expect(typeof video.cartoonImage).toBe('string');
  expect(video).not.toHaveProperty('adtype');
}

const codesOf = (videos: readonly WireVideo[]) => videos.map((video) => String(video.cartoonCode));

describe('home (store/home.ts, HomeView.vue)', () => {
  test("getTagList: listLeftType {} decrypts to the tag array the client unshifts its own {dictCode: 0, dictName: '首页'} onto", async () => {
    const tags = await decrypted<WireNode[]>('/app-api/cartoon/listLeftType', {});
    expect(Array.isArray(tags)).toBe(true);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(typeof tag.dictCode).toBe('string');
      expect(typeof tag.dictName).toBe('string');
      // The client's own 首页 tag is dictCode 0: a wire tag "0" would show a second 首页.
      expect(Number(tag.dictCode)).not.toBe(0);
    }
  });

  test('getData / onRef (换一批): listIndex {} decrypts to rankList and exactly four typeList entries, and turns the featured batch', async () => {
    const merged = (data: { typeList: { cartoonInfoList: WireVideo[] }[] }) =>
      // `[...data.typeList[0].cartoonInfoList, ...data.typeList[1].cartoonInfoList, ...]`
      [0, 1, 2, 3].flatMap((i) => data.typeList[i]!.cartoonInfoList);
    const first = await decrypted<{ rankList: WireVideo[]; typeList: { cartoonInfoList: WireVideo[] }[] }>('/app-api/cartoon/listIndex', {});
    expect(first.typeList).toHaveLength(4);
    expect(first.rankList.length).toBeGreaterThan(0);
    first.rankList.forEach(expectVideo);
    merged(first).forEach(expectVideo);
    const again = await decrypted<typeof first>('/app-api/cartoon/listIndex', {});
    expect(codesOf(merged(again))).not.toEqual(codesOf(merged(first)));
  });

  test('listIndex has four typeList entries even with nothing featured (the client indexes 0..3 blindly)', async () => {
    const featured = await db.query<{ dict_code: string; featured_sort: number }>('SELECT dict_code, featured_sort FROM categories WHERE featured_sort IS NOT NULL');
    await db.query('UPDATE categories SET featured_sort = NULL');
    try {
      const data = await decrypted<{ typeList: { cartoonInfoList: WireVideo[] }[] }>('/app-api/cartoon/listIndex', {});
      expect(data.typeList.map((entry) => entry.cartoonInfoList)).toEqual([[], [], [], []]);
    } finally {
      for (const row of featured) await db.query('UPDATE categories SET featured_sort = $1 WHERE dict_code = $2', [row.featured_sort, row.dict_code]);
    }
  });

  test('getLikeData / loadMore on 首页: listIndexLike {currentPage} decrypts to {distinctNameList}, ending on an empty page', async () => {
    const page1 = await decrypted<{ distinctNameList: WireVideo[] }>('/app-api/cartoon/listIndexLike', { currentPage: 1 });
    expect(page1.distinctNameList).toHaveLength(10);
    page1.distinctNameList.forEach(expectVideo);
    const page2 = await decrypted<{ distinctNameList: WireVideo[] }>('/app-api/cartoon/listIndexLike', { currentPage: 2 });
    expect(codesOf(page2.distinctNameList).some((code) => codesOf(page1.distinctNameList).includes(code))).toBe(false);
    const beyond = await decrypted<{ distinctNameList: WireVideo[] }>('/app-api/cartoon/listIndexLike', { currentPage: 999 });
    expect(beyond.distinctNameList).toEqual([]);
  });

  test("selectTag / loadMore: listPaging {currentPage, type: '全部', typeCode: tag.dictCode} decrypts to {list} of that tag, videos only", async () => {
    const tags = await decrypted<WireNode[]>('/app-api/cartoon/listLeftType', {});
    const tag = tags.find((candidate) => candidate.dictCode === '30')!;
    const data = await decrypted<{ list: WireVideo[] }>('/app-api/cartoon/listPaging', { currentPage: 1, type: '全部', typeCode: tag.dictCode });
    expect(data.list.length).toBeGreaterThan(0);
    data.list.forEach(expectVideo);
    expect(data.list.every((video) => video.dictCode === '30')).toBe(true);
    // The client's activeTag may be a number; the same list either way.
    expect(await decrypted('/app-api/cartoon/listPaging', { currentPage: 1, type: '全部', typeCode: 30 })).toEqual(data);
    const end = await decrypted<{ list: WireVideo[] }>('/app-api/cartoon/listPaging', { currentPage: 500, type: '全部', typeCode: tag.dictCode });
    expect(end.list).toEqual([]);
  });

  test("查看更多 of 精选视频, 排行榜 (type 15) and 最新更新 (type 0): Sreinfo drops the type without a sonType, and every video comes, best score first", async () => {
    // Sreinfo/index.vue with query {type: 15, sonType: '', searchStr: '', title: '精选视频'}.
    const page1 = await decrypted<WireVideo[]>('/app-api/cartoon/listPagingBySearch', {
      cartoonSonType: '',
      cartoonType: '',
      currentPage: 1,
      prop: 'cartoon_score',
      searchKey: '',
      title: '精选视频',
    });
    expect(page1).toHaveLength(10);
    page1.forEach(expectVideo);
    const latest = await decrypted<WireVideo[]>('/app-api/cartoon/listPagingBySearch', {
      cartoonSonType: '',
      cartoonType: '',
      currentPage: 2,
      prop: 'cartoon_score',
      searchKey: '',
      title: '最新更新',
    });
    expect(latest).toHaveLength(10);
    expect(codesOf(latest).some((code) => codesOf(page1).includes(code))).toBe(false);
  });
});

describe('dark web (PublishView.vue)', () => {
  test("onGetData: selectSubjectByName {dictName: '暗网', type: 0} decrypts to the ARRAY of groups", async () => {
    const groups = await decrypted<WireGroup[]>('/app-api/cartoon/selectSubjectByName', { dictName: '暗网', type: 0 });
    expect(Array.isArray(groups)).toBe(true);
    expect(groups.length).toBeGreaterThan(0);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
    for (const group of groups) {
      expect(typeof group.dictName).toBe('string');
      expect(group.pid).toBe('42');
      expect(group.relationMovies.length).toBeGreaterThan(0);
      group.relationMovies.forEach(expectVideo);
    }
  });

  test('onRef (换一批): changeBatch {currentPage: 1, dictName, type: item.dictCode} decrypts to an ARRAY of the group, another batch every tap', async () => {
    const [group] = await decrypted<WireGroup[]>('/app-api/cartoon/selectSubjectByName', { dictName: '暗网', type: 0 });
    const body = { currentPage: 1, dictName: group!.dictName, type: group!.dictCode };
    let shown = codesOf(group!.relationMovies);
    for (let tap = 0; tap < 4; tap += 1) {
      const batch = await decrypted<WireVideo[]>('/app-api/cartoon/changeBatch', body);
      expect(Array.isArray(batch)).toBe(true);
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.every((video) => video.sonDictCode === group!.dictCode)).toBe(true);
      // `list.value[index].relationMovies = data`: what shows now differs from what showed.
      expect(codesOf(batch)).not.toEqual(shown);
      shown = codesOf(batch);
    }
  });

  test("onGo (查看更多): Sreinfo {type: item.pid, sonType: item.dictCode, title: '暗网'} sends both codes and gets the group's videos", async () => {
    const [group] = await decrypted<WireGroup[]>('/app-api/cartoon/selectSubjectByName', { dictName: '暗网', type: 0 });
    const videos = await decrypted<WireVideo[]>('/app-api/cartoon/listPagingBySearch', {
      cartoonSonType: group!.dictCode,
      cartoonType: group!.pid,
      currentPage: 1,
      prop: 'cartoon_score',
      searchKey: '',
      title: '暗网',
    });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((video) => video.sonDictCode === group!.dictCode)).toBe(true);
  });
});

describe('topics (CategoryView.vue -> CateInfo/index.vue)', () => {
  /** CateInfo's onGetData until `data.length != 10`. */
  async function allPages(body: { sonTypeCode: unknown; typeCode: unknown }): Promise<WireVideo[]> {
    const videos: WireVideo[] = [];
    for (let currentPage = 1; currentPage < 100; currentPage += 1) {
      const data = await decrypted<WireVideo[]>('/app-api/cartoon/selectSubjectMovies', { currentPage, ...body });
      expect(Array.isArray(data)).toBe(true);
      videos.push(...data);
      if (data.length !== 10) return videos;
    }
    throw new Error('the subject never ended');
  }

  test('华语大制作 {code: 34, sonTypeCode: "81,82"}: a number typeCode, pages of 10 as ARRAYS, only the two sub-codes', async () => {
    const videos = await allPages({ sonTypeCode: '81,82', typeCode: 34 });
    expect(videos.length).toBeGreaterThan(10);
    videos.forEach(expectVideo);
    expect(videos.every((video) => video.dictCode === '34' && ['81', '82'].includes(video.sonDictCode))).toBe(true);
    expect(new Set(codesOf(videos)).size).toBe(videos.length);
    expect(await allPages({ sonTypeCode: '81,82', typeCode: '34' })).toEqual(videos);
  });

  test('超清无码 {code: 30, sonTypeCode: null}: null means the whole category; 水果派 {code: 31, sonTypeCode: "134"}: one sub-code', async () => {
    const whole = await allPages({ sonTypeCode: null, typeCode: 30 });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((video) => video.dictCode === '30')).toBe(true);
    const one = await allPages({ sonTypeCode: '134', typeCode: 31 });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((video) => video.sonDictCode === '134')).toBe(true);
  });
});

describe('search (Sreach/index.vue, Taglist/index.vue -> Sreinfo/index.vue)', () => {
  test("Sreach: {searchStr: keyword, title: '搜索', sonType: '', type: ''} finds by key, an ARRAY of at most 10", async () => {
    const videos = await decrypted<WireVideo[]>('/app-api/cartoon/listPagingBySearch', {
      cartoonSonType: '',
      cartoonType: '',
      currentPage: 1,
      prop: 'cartoon_score',
      searchKey: '夜色',
      title: '搜索',
    });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.length).toBeLessThanOrEqual(10);
    expect(videos.every((video) => video.cartoonName.includes('夜色'))).toBe(true);
  });

  test('Taglist onGetTag: listLeftType {dictCode: "", dictLevel: 1} decrypts to the category TREE the browser reads data[i].child of', async () => {
    const tree = await decrypted<WireNode[]>('/app-api/cartoon/listLeftType', { dictCode: '', dictLevel: 1 });
    expect(Array.isArray(tree)).toBe(true);
    expect(tree.some((node) => node.child.length > 0)).toBe(true);
    for (const node of tree) {
      expect(Array.isArray(node.child)).toBe(true);
      // The client reads dictCode, dictName and child; videoCount is an extra field it ignores.
      for (const child of node.child) {
        expect(Object.keys(child).sort()).toEqual(['child', 'dictCode', 'dictName', 'videoCount']);
        expect(Number.isInteger((child as WireNode & { videoCount?: unknown }).videoCount)).toBe(true);
      }
    }
  });

  test('Taglist onChangeMin: Sreinfo {type: parent.dictCode, sonType: child.dictCode, searchStr: val, title: parent.dictName} lists that sub-category', async () => {
    const tree = await decrypted<WireNode[]>('/app-api/cartoon/listLeftType', { dictCode: '', dictLevel: 1 });
    const parent = tree.find((node) => node.child.length > 0)!;
    const child = parent.child[0]!;
    const videos = await decrypted<WireVideo[]>('/app-api/cartoon/listPagingBySearch', {
      cartoonSonType: child.dictCode,
      cartoonType: parent.dictCode,
      currentPage: 1,
      prop: 'cartoon_score',
      searchKey: '',
      title: parent.dictName,
    });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((video) => video.dictCode === parent.dictCode && video.sonDictCode === child.dictCode)).toBe(true);
  });

  test("Taglist onSreach: {sonType: '', type: '', searchStr: val, title: ''}; a search past the end is an empty ARRAY", async () => {
    const body = { cartoonSonType: '', cartoonType: '', prop: 'cartoon_score', searchKey: '星河', title: '' };
    expect((await decrypted<WireVideo[]>('/app-api/cartoon/listPagingBySearch', { ...body, currentPage: 1 })).length).toBeGreaterThan(0);
    expect(await decrypted('/app-api/cartoon/listPagingBySearch', { ...body, currentPage: 200 })).toEqual([]);
  });
});

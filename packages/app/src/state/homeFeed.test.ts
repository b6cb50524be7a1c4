import { api, HOME_TAG, zhCN } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { aVideo } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { changeFeaturedBatch, homeState, latestList, openHome, selectTag } from './homeFeed.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;
/** Videos told apart by name, whatever their codes look like. */
const page = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => aVideo(i + 1, { cartoonName: `${prefix}${i}` }));
const names = (videos: readonly { cartoonName?: string }[]) => videos.map((video) => video.cartoonName);

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  homeState.tags = [];
  homeState.featured = [];
  homeState.activeTag = HOME_TAG;
  fake.server.on(api.categories, ok([{ dictCode: '30', dictName: '高清', child: [] }]));
  let batch = 0;
  fake.server.on(api.homeIndex, () => {
    batch += 1;
    return ok({ rankList: page('r', 3), typeList: [1, 2, 3, 4].map((n) => ({ dictCode: String(n), dictName: '', cartoonInfoList: page(`b${batch}t${n}-`, 2) })) });
  });
  fake.server.on(api.listIndexLike, ok({ distinctNameList: page('l', 4) }));
  fake.server.on(api.listPaging, (body) => ok({ list: page(`p${(body as { currentPage: number }).currentPage}-`, 3) }));
});

test('home opens with our main tab before the wire tags, four type lists merged into featured, the ranking and the first latest page', async () => {
  await latestList.reset();
  await openHome();
  expect(homeState.tags).toEqual([
    { dictCode: HOME_TAG, dictName: zhCN.home.mainTag },
    { dictCode: '30', dictName: '高清' },
  ]);
  expect(homeState.featured).toHaveLength(8);
  expect(homeState.ranking).toHaveLength(3);
  expect(latestList.state.items).toHaveLength(4);
  expect(fake.server.received.get(api.categories.path)).toEqual([{}]);
});

test('picking a tag resets the list to its first page of that tag', async () => {
  await openHome();
  await selectTag('30');
  expect(homeState.activeTag).toBe('30');
  expect(latestList.state.page).toBe(1);
  expect(names(latestList.state.items).slice(0, 1)).toEqual(['p1-0']);
  expect(fake.server.received.get(api.listPaging.path)?.[0]).toEqual({ currentPage: 1, type: '全部', typeCode: '30' });
  await latestList.loadMore();
  expect(latestList.state.items).toHaveLength(6);
  await selectTag(HOME_TAG);
  expect(names(latestList.state.items)).toEqual(['l0', 'l1', 'l2', 'l3']);
});

test('换一批 asks the index again and shows its next featured batch', async () => {
  await openHome();
  const before = names(homeState.featured);
  await changeFeaturedBatch();
  expect(names(homeState.featured)).not.toEqual(before);
  expect(names(homeState.featured)[0]).toBe('b2t1-0');
});

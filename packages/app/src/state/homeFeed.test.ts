import { api } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { aVideo } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { homeState, latestList, openHome, selectTag } from './homeFeed.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;
const page = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => aVideo(`${prefix}${i}`));

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.server.on(api.categories, ok({ list: [{ dictCode: '0', dictName: '推荐', child: [] }, { dictCode: '30', dictName: '高清', child: [] }] }));
  fake.server.on(api.homeIndex, ok({ rankList: page('r', 3), typeList: [1, 2, 3, 4].map((n) => ({ dictCode: String(n), dictName: '', cartoonInfoList: page(`t${n}-`, 2) })) }));
  fake.server.on(api.listIndexLike, ok({ distinctNameList: page('l', 4) }));
  fake.server.on(api.listPaging, (body) => ok({ list: page(`p${(body as { currentPage: number }).currentPage}-`, 3) }));
});

test('home opens with the tags, four type lists merged into featured, the ranking and the first latest page', async () => {
  await openHome();
  expect(homeState.tags.map((tag) => tag.dictCode)).toEqual(['0', '30']);
  expect(homeState.featured).toHaveLength(8);
  expect(homeState.ranking).toHaveLength(3);
  expect(latestList.state.items).toHaveLength(4);
});

test('picking a tag resets the list to its first page of that tag', async () => {
  await openHome();
  await selectTag('30');
  expect(homeState.activeTag).toBe('30');
  expect(latestList.state.page).toBe(1);
  expect(latestList.state.items.map((v) => ('cartoonCode' in v ? v.cartoonCode : '')).slice(0, 1)).toEqual(['p1-0']);
  expect(fake.server.received.get(api.listPaging.path)?.[0]).toEqual({ currentPage: 1, type: '全部', typeCode: '30' });
  await latestList.loadMore();
  expect(latestList.state.items).toHaveLength(6);
  await selectTag('0');
  expect(latestList.state.items.map((v) => ('cartoonCode' in v ? v.cartoonCode : ''))).toEqual(['l0', 'l1', 'l2', 'l3']);
});

import { api } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { catalogueState, fetchSearchPage, fetchSubjectPage, loadCategoryTree, loadHotSearch, loadTopics } from './catalogue.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;
const searchBody = { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '' };

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  catalogueState.topics = null;
  catalogueState.hotWords = [];
  catalogueState.categories = null;
  fake.server.on(api.search, ok([]));
  fake.server.on(api.subjectMovies, ok([]));
});

test('a type counts only with a sub-type, as in the original client: 查看更多 (type 15, no sub-type) lists everything', async () => {
  await fetchSearchPage({ type: '15', sonType: '', searchStr: '', title: '精选视频' }, 1);
  await fetchSearchPage({ type: '42', sonType: '4201', searchStr: '', title: '暗网' }, 2);
  expect(fake.server.received.get(api.search.path)).toEqual([
    { ...searchBody, title: '精选视频' },
    { ...searchBody, cartoonSonType: '4201', cartoonType: '42', currentPage: 2, title: '暗网' },
  ]);
});

test("a subject's page asks for its category and sub-codes", async () => {
  await fetchSubjectPage({ path: '', code: '34', sonTypeCode: '81,82', title: '华语大制作' }, 3);
  expect(fake.server.received.get(api.subjectMovies.path)).toEqual([{ currentPage: 3, sonTypeCode: '81,82', typeCode: '34' }]);
});

test('the tree comes in one call from the top; topics and hot words load once, a failure loads empty', async () => {
  fake.server.on(api.categories, ok([{ dictCode: '34', dictName: '华语', child: [{ dictCode: '81', dictName: '都市', child: [] }] }]));
  fake.server.on(api.topics, ok([{ id: 1, title: 't', image: '', code: '30', sonTypeCode: '' }]));
  await Promise.all([loadCategoryTree(), loadTopics(), loadHotSearch()]);
  expect(fake.server.received.get(api.categories.path)).toEqual([{ dictCode: '', dictLevel: 1 }]);
  expect(catalogueState.categories?.[0]?.child.map((node) => node.dictCode)).toEqual(['81']);
  expect(catalogueState.topics).toHaveLength(1);
  expect(catalogueState.hotWords).toEqual([]);
  await loadTopics();
  expect(fake.server.received.get(api.topics.path)).toHaveLength(1);
});

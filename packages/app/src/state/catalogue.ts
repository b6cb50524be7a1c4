import { api, type CategoryNode, type Topic, type Video } from '@nocturne/core';
import { proxy } from 'valtio';
import type { SubjectItem } from '../routes/paths.ts';
import { runtime } from './runtime.ts';

/**
 * The catalogue's operator data, loaded once a visit: the topic cards, the hot searches and
 * the category tree of the tag browser. `null` until loaded. The topics and the tree are a
 * page's whole content, so their failure reaches the page (it offers 重试); the hot searches
 * are a garnish and stay empty.
 */
export const catalogueState = proxy<{ topics: Topic[] | null; hotWords: string[]; categories: CategoryNode[] | null }>({
  topics: null,
  hotWords: [],
  categories: null,
});

export async function loadTopics(): Promise<void> {
  if (catalogueState.topics?.length) return;
  catalogueState.topics = await runtime().client.call(api.topics);
}

export async function loadHotSearch(): Promise<void> {
  if (catalogueState.hotWords.length > 0) return;
  catalogueState.hotWords = await runtime()
    .client.call(api.hotSearch)
    .catch(() => []);
}

/** The whole tree in one call, as the original client's tag browser asks for it. */
export async function loadCategoryTree(): Promise<void> {
  if (catalogueState.categories?.length) return;
  catalogueState.categories = await runtime().client.call(api.categories, { dictCode: '', dictLevel: 1 });
}

/** One page of a topic's videos (/cateInfo). */
export function fetchSubjectPage(item: SubjectItem, page: number): Promise<Video[]> {
  return runtime().client.call(api.subjectMovies, { currentPage: page, sonTypeCode: item.sonTypeCode, typeCode: item.code });
}

/** What /sreinfo's query holds (docs/product.md section 2). */
export interface SearchQuery {
  type: string;
  sonType: string;
  searchStr: string;
  title: string;
}

/**
 * One page of /sreinfo. As the original client does, the type counts only together with a
 * sub-type: the home sections' 查看更多 (type 15 or 0, no sub-type) list every video.
 */
export function fetchSearchPage(query: SearchQuery, page: number): Promise<Video[]> {
  const narrowed = query.sonType !== '';
  return runtime().client.call(api.search, {
    cartoonSonType: narrowed ? query.sonType : '',
    cartoonType: narrowed ? query.type : '',
    currentPage: page,
    prop: 'cartoon_score',
    searchKey: query.searchStr,
    title: query.title,
  });
}

import { api, HOME_TAG, zhCN, type Tag, type Video } from '@nocturne/core';
import { proxy } from 'valtio';
import { pagedList } from './pagedList.ts';
import { runtime } from './runtime.ts';

export { HOME_TAG };

/**
 * The home screen's state, kept for the whole visit: the tags, the picked tag, the main
 * view's featured and ranking blocks, the latest list and the scroll position.
 */
export const homeState = proxy<{
  tags: Tag[];
  activeTag: string;
  featured: Video[];
  ranking: Video[];
  indexLoading: boolean;
  indexFailed: boolean;
  featuredBatchLoading: boolean;
  scrollTop: number;
}>({
  tags: [],
  activeTag: HOME_TAG,
  featured: [],
  ranking: [],
  indexLoading: false,
  indexFailed: false,
  featuredBatchLoading: false,
  scrollTop: 0,
});

/**
 * The latest list: on the main tag listIndexLike, on any other tag that tag's paged list.
 * docs/product.md section 4: the home list stops on an empty page.
 */
export const latestList = pagedList<Video>('home', async (page) => {
  const { client } = runtime();
  if (homeState.activeTag === HOME_TAG) {
    return (await client.call(api.listIndexLike, { currentPage: page })).distinctNameList;
  }
  return (await client.call(api.listPaging, { currentPage: page, type: '全部', typeCode: homeState.activeTag })).list;
});

/** The tag strip: our own main tab first (the wire list never has it), then the operator's tags. */
export async function loadHomeTags(): Promise<void> {
  if (homeState.tags.length > 0) return;
  const tags = await runtime().client.call(api.categories, {});
  homeState.tags = [
    { dictCode: HOME_TAG, dictName: zhCN.home.mainTag },
    ...tags.filter((tag) => tag.dictCode !== HOME_TAG).map(({ dictCode, dictName }) => ({ dictCode, dictName })),
  ];
}

/** The main view's blocks: typeList's four lists merged into featured, and rankList. */
export async function loadHomeIndex(): Promise<void> {
  homeState.indexLoading = true;
  homeState.indexFailed = false;
  try {
    const index = await runtime().client.call(api.homeIndex);
    homeState.featured = index.typeList.flatMap((entry) => entry.cartoonInfoList);
    homeState.ranking = index.rankList;
  } catch {
    homeState.indexFailed = true;
  } finally {
    homeState.indexLoading = false;
  }
}

/**
 * '换一批' on featured: the index again, as the original client asks it; the server turns
 * its featured batch on every call, so each tap shows another one.
 */
export async function changeFeaturedBatch(): Promise<void> {
  if (homeState.featuredBatchLoading) return;
  homeState.featuredBatchLoading = true;
  try {
    const index = await runtime().client.call(api.homeIndex);
    homeState.featured = index.typeList.flatMap((entry) => entry.cartoonInfoList);
  } catch {
    // The old batch stays on screen.
  } finally {
    homeState.featuredBatchLoading = false;
  }
}

/** First visit to home: tags, the main view and the first latest page. Later visits keep all. */
export async function openHome(): Promise<void> {
  const firstVisit = latestList.state.page === 0 && !latestList.state.loading;
  await Promise.all([
    loadHomeTags().catch(() => undefined),
    homeState.featured.length === 0 && homeState.activeTag === HOME_TAG ? loadHomeIndex() : Promise.resolve(),
    firstVisit ? latestList.loadMore() : Promise.resolve(),
  ]);
}

/**
 * Picking a tag (docs/product.md section 4): the list resets to page 1 with noMore and loading
 * false; tag 0 loads the default index, other tags their paged list from the top.
 */
export async function selectTag(dictCode: string): Promise<void> {
  if (dictCode === homeState.activeTag) return;
  homeState.activeTag = dictCode;
  homeState.scrollTop = 0;
  await Promise.all([
    latestList.reset(),
    dictCode === HOME_TAG && homeState.featured.length === 0 ? loadHomeIndex() : Promise.resolve(),
  ]);
}

/**
 * The catalogue's structure in the console: categories, home's tag strip, topic cards and
 * hot search words. One store; each list is read whole (they are short) and read again after
 * a change.
 */
import {
  contentApi,
  type CategoryChange,
  type CategoryInput,
  type CategoryView,
  type HotWord,
  type HotWordChange,
  type TopicChange,
  type TopicInput,
  type TopicView,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { attempt, wentThrough } from './outcome.ts';
import { operatorClient } from './runtime.ts';

export const catalogueState = proxy({
  categories: [] as CategoryView[],
  topics: [] as TopicView[],
  hotWords: [] as HotWord[],
  status: 'loading' as 'loading' | 'ready' | 'error',
  busy: false,
});

export async function loadCatalogue(): Promise<void> {
  catalogueState.status = 'loading';
  try {
    const client = operatorClient();
    const [categories, topics, hotWords] = await Promise.all([client.call(contentApi.categories), client.call(contentApi.topics), client.call(contentApi.hotWords)]);
    Object.assign(catalogueState, { categories, topics, hotWords, status: 'ready' });
  } catch {
    catalogueState.status = 'error';
  }
}

/** Runs one change (its outcome toasted) and reads the lists again; true when it went through. */
async function change(work: () => Promise<unknown>, done: string): Promise<boolean> {
  const refusal = await attempt(
    async () => {
      await work();
      await loadCatalogue();
    },
    done,
    (on) => (catalogueState.busy = on),
  );
  return wentThrough(refusal);
}

const client = () => operatorClient();

export const addCategory = (input: CategoryInput, done: string) => change(() => client().call(contentApi.addCategory, input), done);
export const changeCategory = (code: string, edit: CategoryChange, done: string) => change(() => client().call(contentApi.changeCategory, edit, { code }), done);
export const removeCategory = (code: string, done: string) => change(() => client().call(contentApi.removeCategory, undefined, { code }), done);
export const orderHomeTags = (codes: string[], done: string) => change(() => client().call(contentApi.orderHomeTags, { codes }), done);
export const addTopic = (input: TopicInput, done: string) => change(() => client().call(contentApi.addTopic, input), done);
export const changeTopic = (id: number, edit: TopicChange, done: string) => change(() => client().call(contentApi.changeTopic, edit, { id }), done);
export const removeTopic = (id: number, done: string) => change(() => client().call(contentApi.removeTopic, undefined, { id }), done);
export const addHotWord = (input: HotWord, done: string) => change(() => client().call(contentApi.addHotWord, input), done);
export const changeHotWord = (word: string, edit: HotWordChange, done: string) => change(() => client().call(contentApi.changeHotWord, edit, { word }), done);
export const removeHotWord = (word: string, done: string) => change(() => client().call(contentApi.removeHotWord, undefined, { word }), done);

/** Home's tag strip as it stands: the categories with a place in it, in order. */
export const homeTagCodes = (categories: readonly CategoryView[]): string[] =>
  categories.filter((c) => c.homeTagSort !== null).sort((a, b) => (a.homeTagSort ?? 0) - (b.homeTagSort ?? 0)).map((c) => c.dictCode);

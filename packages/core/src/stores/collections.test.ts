import { describe, expect, test, vi } from 'vitest';
import { favouritesStore } from './favourites.ts';
import { likesStore } from './likes.ts';
import { memoryStorage } from './memoryStorage.ts';
import { HISTORY_MAX, watchHistoryStore } from './watchHistory.ts';
import { SEARCH_HISTORY_MAX, searchHistoryStore } from './searchHistory.ts';
import { STORAGE_KEYS } from './storageKeys.ts';
import { sampleVideo } from './testing/sampleVideo.ts';

const codes = (videos: readonly { cartoonCode: number }[]) => videos.map((video) => video.cartoonCode);

describe('favourites', () => {
  test('adds newest first, once, and reports membership', () => {
    const favourites = favouritesStore(memoryStorage());
    favourites.add(sampleVideo(1));
    favourites.add(sampleVideo(2));
    favourites.add(sampleVideo(1));
    expect(codes(favourites.list())).toEqual([2, 1]);
    expect(favourites.has(1)).toBe(true);
    expect(favourites.has(26)).toBe(false);
  });

  test('keeps whole video objects under savedVideos', () => {
    const storage = memoryStorage();
    favouritesStore(storage).add(sampleVideo(1, '深夜剧场'));
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.savedVideos) ?? '')).toEqual([sampleVideo(1, '深夜剧场')]);
  });

  test('removes one video and clears all', () => {
    const favourites = favouritesStore(memoryStorage());
    [1, 2, 3].forEach((code) => favourites.add(sampleVideo(code)));
    favourites.remove(2);
    expect(codes(favourites.list())).toEqual([3, 1]);
    favourites.clear();
    expect(favourites.list()).toEqual([]);
  });

  test('corrupt favourites read as empty and are logged (docs/product.md section 8)', () => {
    const logger = vi.fn();
    const notVideos = JSON.stringify([{ cartoonCode: 1 }]);
    const favourites = favouritesStore(memoryStorage({ [STORAGE_KEYS.savedVideos]: notVideos }), logger);
    expect(favourites.list()).toEqual([]);
    expect(favourites.has(1)).toBe(false);
    expect(logger).toHaveBeenCalled();
  });

  test('a list saved with text codes (before codes were numbers) reads as empty', () => {
    const old = JSON.stringify([{ ...sampleVideo(1), cartoonCode: 'v0097' }]);
    const favourites = favouritesStore(memoryStorage({ [STORAGE_KEYS.savedVideos]: old }), vi.fn());
    expect(favourites.list()).toEqual([]);
    favourites.add(sampleVideo(97));
    expect(codes(favourites.list())).toEqual([97]);
  });

  test('a corrupt list is replaced by the next add', () => {
    const favourites = favouritesStore(memoryStorage({ [STORAGE_KEYS.savedVideos]: '{' }), vi.fn());
    favourites.add(sampleVideo(1));
    expect(codes(favourites.list())).toEqual([1]);
  });
});

describe('likes', () => {
  test('toggle likes, then unlikes, and says which', () => {
    const likes = likesStore(memoryStorage());
    expect(likes.toggle(1)).toBe(true);
    expect(likes.has(1)).toBe(true);
    expect(likes.toggle(2)).toBe(true);
    expect(likes.list()).toEqual([2, 1]);
    expect(likes.toggle(1)).toBe(false);
    expect(likes.has(1)).toBe(false);
    expect(likes.list()).toEqual([2]);
  });

  test('likes saved as text codes read as empty', () => {
    const likes = likesStore(memoryStorage({ [STORAGE_KEYS.likedVideos]: '["v0097"]' }), vi.fn());
    expect(likes.list()).toEqual([]);
    expect(likes.toggle(97)).toBe(true);
  });

  test('clear forgets every like', () => {
    const likes = likesStore(memoryStorage());
    likes.toggle(1);
    likes.clear();
    expect(likes.list()).toEqual([]);
  });
});

describe('watch history', () => {
  test('caps at 50 entries', () => {
    expect(HISTORY_MAX).toBe(50);
    const history = watchHistoryStore(memoryStorage());
    for (let i = 1; i <= 55; i += 1) history.push(sampleVideo(i));
    const list = history.list();
    expect(list).toHaveLength(50);
    expect(list[0]?.cartoonCode).toBe(55);
    expect(list[49]?.cartoonCode).toBe(6);
  });

  test('rewatching moves the video to the front once, with its newest data', () => {
    const history = watchHistoryStore(memoryStorage());
    history.push(sampleVideo(1));
    history.push(sampleVideo(2));
    history.push(sampleVideo(1, '新名字'));
    expect(codes(history.list())).toEqual([1, 2]);
    expect(history.list()[0]?.cartoonName).toBe('新名字');
  });

  test('clear empties it', () => {
    const history = watchHistoryStore(memoryStorage());
    history.push(sampleVideo(1));
    history.clear();
    expect(history.list()).toEqual([]);
  });
});

describe('search history', () => {
  test('caps at 10 terms, newest first', () => {
    expect(SEARCH_HISTORY_MAX).toBe(10);
    const searches = searchHistoryStore(memoryStorage());
    for (let i = 1; i <= 12; i += 1) searches.push(`词${i}`);
    expect(searches.list()).toHaveLength(10);
    expect(searches.list()[0]).toBe('词12');
    expect(searches.list()[9]).toBe('词3');
  });

  test('dedupes a repeated term to the front and trims it', () => {
    const searches = searchHistoryStore(memoryStorage());
    searches.push('猫');
    searches.push('狗');
    searches.push('  猫 ');
    expect(searches.list()).toEqual(['猫', '狗']);
  });

  test('an empty or blank term is not recorded', () => {
    const searches = searchHistoryStore(memoryStorage());
    searches.push('');
    searches.push('   ');
    expect(searches.list()).toEqual([]);
  });

  test('clear empties it', () => {
    const searches = searchHistoryStore(memoryStorage());
    searches.push('猫');
    searches.clear();
    expect(searches.list()).toEqual([]);
  });
});

import { describe, expect, test, vi } from 'vitest';
import { favouritesStore } from './favourites.ts';
import { likesStore } from './likes.ts';
import { memoryStorage } from './memoryStorage.ts';
import { HISTORY_MAX, watchHistoryStore } from './watchHistory.ts';
import { SEARCH_HISTORY_MAX, searchHistoryStore } from './searchHistory.ts';
import { STORAGE_KEYS } from './storageKeys.ts';
import { sampleVideo } from './testing/sampleVideo.ts';

const codes = (videos: readonly { cartoonCode: string }[]) => videos.map((video) => video.cartoonCode);

describe('favourites', () => {
  test('adds newest first, once, and reports membership', () => {
    const favourites = favouritesStore(memoryStorage());
    favourites.add(sampleVideo('a'));
    favourites.add(sampleVideo('b'));
    favourites.add(sampleVideo('a'));
    expect(codes(favourites.list())).toEqual(['b', 'a']);
    expect(favourites.has('a')).toBe(true);
    expect(favourites.has('z')).toBe(false);
  });

  test('keeps whole video objects under savedVideos', () => {
    const storage = memoryStorage();
    favouritesStore(storage).add(sampleVideo('a', '深夜剧场'));
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.savedVideos) ?? '')).toEqual([sampleVideo('a', '深夜剧场')]);
  });

  test('removes one video and clears all', () => {
    const favourites = favouritesStore(memoryStorage());
    ['a', 'b', 'c'].forEach((code) => favourites.add(sampleVideo(code)));
    favourites.remove('b');
    expect(codes(favourites.list())).toEqual(['c', 'a']);
    favourites.clear();
    expect(favourites.list()).toEqual([]);
  });

  test('corrupt favourites read as empty and are logged (SPEC.md section 8)', () => {
    const logger = vi.fn();
    const notVideos = JSON.stringify([{ cartoonCode: 1 }]);
    const favourites = favouritesStore(memoryStorage({ [STORAGE_KEYS.savedVideos]: notVideos }), logger);
    expect(favourites.list()).toEqual([]);
    expect(favourites.has('1')).toBe(false);
    expect(logger).toHaveBeenCalled();
  });

  test('a corrupt list is replaced by the next add', () => {
    const favourites = favouritesStore(memoryStorage({ [STORAGE_KEYS.savedVideos]: '{' }), vi.fn());
    favourites.add(sampleVideo('a'));
    expect(codes(favourites.list())).toEqual(['a']);
  });
});

describe('likes', () => {
  test('toggle likes, then unlikes, and says which', () => {
    const likes = likesStore(memoryStorage());
    expect(likes.toggle('a')).toBe(true);
    expect(likes.has('a')).toBe(true);
    expect(likes.toggle('b')).toBe(true);
    expect(likes.list()).toEqual(['b', 'a']);
    expect(likes.toggle('a')).toBe(false);
    expect(likes.has('a')).toBe(false);
    expect(likes.list()).toEqual(['b']);
  });

  test('clear forgets every like', () => {
    const likes = likesStore(memoryStorage());
    likes.toggle('a');
    likes.clear();
    expect(likes.list()).toEqual([]);
  });
});

describe('watch history', () => {
  test('caps at 50 entries', () => {
    expect(HISTORY_MAX).toBe(50);
    const history = watchHistoryStore(memoryStorage());
    for (let i = 1; i <= 55; i += 1) history.push(sampleVideo(String(i)));
    const list = history.list();
    expect(list).toHaveLength(50);
    expect(list[0]?.cartoonCode).toBe('55');
    expect(list[49]?.cartoonCode).toBe('6');
  });

  test('rewatching moves the video to the front once, with its newest data', () => {
    const history = watchHistoryStore(memoryStorage());
    history.push(sampleVideo('a'));
    history.push(sampleVideo('b'));
    history.push(sampleVideo('a', '新名字'));
    expect(codes(history.list())).toEqual(['a', 'b']);
    expect(history.list()[0]?.cartoonName).toBe('新名字');
  });

  test('clear empties it', () => {
    const history = watchHistoryStore(memoryStorage());
    history.push(sampleVideo('a'));
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

import { describe, expect, test } from 'vitest';
import { createLocalStores } from './localStores.ts';
import { memoryStorage } from './memoryStorage.ts';
import { SESSION_KEYS, STORAGE_KEYS } from './storageKeys.ts';
import { sampleVideo } from './testing/sampleVideo.ts';

test('createLocalStores puts the once-a-session overlay flags in session storage and the rest in local storage', () => {
  const local = memoryStorage();
  const session = memoryStorage();
  const stores = createLocalStores({ local, session });
  stores.installOverlay.set();
  stores.popupAd.set();
  stores.firstVisit.set();
  stores.favourites.add(sampleVideo(1));
  stores.ageGate.set();
  expect([...session.entries.keys()]).toEqual([SESSION_KEYS.installOverlayShown, SESSION_KEYS.showGuanggao, SESSION_KEYS.firstVisit]);
  expect([...local.entries.keys()]).toEqual([STORAGE_KEYS.savedVideos, STORAGE_KEYS.ageConfirmed]);
});

test('the storage keys are the ones docs/product.md names', () => {
  expect(STORAGE_KEYS).toMatchObject({
    memberInfo: 'memberInfo',
    token: 'token',
    savedVideos: 'savedVideos',
    likedVideos: 'likedVideos',
    videoHistory: 'videoHistory',
    searchHistory: 'searchHistory',
    signedDates: 'signedDates',
    vipVideoDate: 'vipVideoDate',
  });
});

describe('the offline device id', () => {
  test('is made once and kept: every later read answers the same id', () => {
    const local = memoryStorage();
    const stores = createLocalStores({ local, session: memoryStorage() });
    let made = 0;
    const create = () => `device-${(made += 1)}`;
    expect(stores.offlineDevice.idOr(create)).toBe('device-1');
    expect(createLocalStores({ local, session: memoryStorage() }).offlineDevice.idOr(create)).toBe('device-1');
    expect(made).toBe(1);
  });
});

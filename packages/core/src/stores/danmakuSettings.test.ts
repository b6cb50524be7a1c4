import { describe, expect, test } from 'vitest';
import { DANMAKU_DEFAULT_SETTINGS, DANMAKU_OPACITY_MIN, DANMAKU_OPACITY_STEP, danmakuOpacity, danmakuSettingsStore } from './danmakuSettings.ts';
import { memoryStorage } from './memoryStorage.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

const quiet = () => {};

describe('danmakuSettingsStore', () => {
  test('defaults: shown, 80 % opaque, normal density', () => {
    expect(DANMAKU_DEFAULT_SETTINGS).toEqual({ enabled: true, opacity: 0.8, density: 'normal' });
    expect(danmakuSettingsStore(memoryStorage()).read()).toEqual(DANMAKU_DEFAULT_SETTINGS);
  });

  test('a change is remembered under its one key and read back by a new store', () => {
    const storage = memoryStorage();
    expect(danmakuSettingsStore(storage).change({ enabled: false, density: 'dense' })).toEqual({ enabled: false, opacity: 0.8, density: 'dense' });
    expect([...storage.entries.keys()]).toEqual([STORAGE_KEYS.danmakuSettings]);
    expect(danmakuSettingsStore(storage).read()).toEqual({ enabled: false, opacity: 0.8, density: 'dense' });
  });

  test('opacity stays within 0.2..1 on tenths', () => {
    expect([DANMAKU_OPACITY_MIN, DANMAKU_OPACITY_STEP]).toEqual([0.2, 0.1]);
    expect([danmakuOpacity(0), danmakuOpacity(0.44), danmakuOpacity(0.46), danmakuOpacity(7), danmakuOpacity(Number.NaN)]).toEqual([0.2, 0.4, 0.5, 1, 0.8]);
    expect(danmakuSettingsStore(memoryStorage()).change({ opacity: 0.05 }).opacity).toBe(0.2);
  });

  test('corrupt or foreign data reads as the defaults, field by field', () => {
    expect(danmakuSettingsStore(memoryStorage({ danmakuSettings: '{broken' }), quiet).read()).toEqual(DANMAKU_DEFAULT_SETTINGS);
    expect(danmakuSettingsStore(memoryStorage({ danmakuSettings: '[1,2]' }), quiet).read()).toEqual(DANMAKU_DEFAULT_SETTINGS);
    const odd = memoryStorage({ danmakuSettings: JSON.stringify({ enabled: 'yes', opacity: 0.5, density: 'huge' }) });
    expect(danmakuSettingsStore(odd, quiet).read()).toEqual({ enabled: true, opacity: 0.5, density: 'normal' });
  });
});

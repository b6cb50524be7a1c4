import { describe, expect, test, vi } from 'vitest';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage } from './keyValueStorage.ts';
import { memoryStorage } from './memoryStorage.ts';
import { isString } from './shapes.ts';

const brokenStorage = (error: Error): KeyValueStorage => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('jsonSlot', () => {
  test('reads back what it wrote, as JSON under the key', () => {
    const storage = memoryStorage();
    const slot = jsonSlot(storage, 'k', isString, 'none', vi.fn());
    expect(slot.write('夜曲')).toBe(true);
    expect(storage.entries.get('k')).toBe('"夜曲"');
    expect(slot.read()).toBe('夜曲');
  });

  test('a missing value reads as the fallback without a log line', () => {
    const logger = vi.fn();
    expect(jsonSlot(memoryStorage(), 'k', isString, 'none', logger).read()).toBe('none');
    expect(logger).not.toHaveBeenCalled();
  });

  test('bad JSON reads as the fallback and is logged, not thrown', () => {
    const logger = vi.fn();
    const slot = jsonSlot(memoryStorage({ k: '{not json' }), 'k', isString, 'none', logger);
    expect(slot.read()).toBe('none');
    expect(logger).toHaveBeenCalledWith(expect.stringContaining('"k"'), expect.any(SyntaxError));
  });

  test('a value of the wrong shape reads as the fallback and is logged', () => {
    const logger = vi.fn();
    const slot = jsonSlot(memoryStorage({ k: '42' }), 'k', isString, 'none', logger);
    expect(slot.read()).toBe('none');
    expect(logger).toHaveBeenCalledWith(expect.stringContaining('unexpected shape'), '42');
  });

  test('logs through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    jsonSlot(memoryStorage({ k: 'null' }), 'k', isString, 'none').read();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test('storage that throws (disabled, over quota) is logged, never thrown', () => {
    const logger = vi.fn();
    const quota = new Error('QuotaExceededError');
    const slot = jsonSlot(brokenStorage(quota), 'k', isString, 'none', logger);
    expect(slot.read()).toBe('none');
    expect(slot.write('x')).toBe(false);
    expect(() => slot.clear()).not.toThrow();
    expect(logger).toHaveBeenCalledTimes(3);
    expect(logger).toHaveBeenLastCalledWith(expect.any(String), quota);
  });

  test('clear removes the key', () => {
    const storage = memoryStorage({ k: '"x"' });
    jsonSlot(storage, 'k', isString, 'none').clear();
    expect(storage.entries.has('k')).toBe(false);
  });
});

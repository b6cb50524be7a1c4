import { describe, expect, test } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import { topUpReturnStore } from './topUpReturn.ts';

describe('topUpReturnStore', () => {
  test('remembers the episode to come back to until cleared', () => {
    const session = memoryStorage();
    const store = topUpReturnStore(session, () => undefined);
    expect(store.read()).toBeNull();
    store.remember({ code: 12, episodeId: 345 });
    expect(topUpReturnStore(session, () => undefined).read()).toEqual({ code: 12, episodeId: 345 });
    store.clear();
    expect(store.read()).toBeNull();
  });

  test('something else under its key reads as nothing to return to', () => {
    const session = memoryStorage();
    session.setItem('topUpReturn', JSON.stringify({ code: 'v0012', episodeId: 1 }));
    expect(topUpReturnStore(session, () => undefined).read()).toBeNull();
  });
});

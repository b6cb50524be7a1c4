import { describe, expect, test } from 'vitest';
import { COLLECT_CALL_TYPE, COLLECT_FAVOURITE, COLLECT_LIKE, collectKind, PLAYBACK_CALL_TYPE } from './collect.ts';

describe('the like call codes', () => {
  test('pin the wire numbers', () => {
    expect([COLLECT_LIKE, COLLECT_FAVOURITE, COLLECT_CALL_TYPE, PLAYBACK_CALL_TYPE]).toEqual([1, 2, 2, 3]);
  });

  test('collectType 1 is a like, anything else a favourite', () => {
    expect(collectKind(1)).toBe(COLLECT_LIKE);
    expect(collectKind('1')).toBe(COLLECT_LIKE);
    expect(collectKind(2)).toBe(COLLECT_FAVOURITE);
    // The original client sends the video's sub-category code for its like and its favourite.
    expect(collectKind('134')).toBe(COLLECT_FAVOURITE);
    expect(collectKind('')).toBe(COLLECT_FAVOURITE);
  });
});

import { describe, expect, test } from 'vitest';
import { DARK_WEB_TYPE_CODE, HOME_TAG, MORE_TAG_FEATURED, MORE_TAG_LATEST, isHomeTag } from './tags.ts';

describe('tag codes', () => {
  test('pins the spec codes', () => {
    expect(HOME_TAG).toBe('0');
    expect(MORE_TAG_FEATURED).toBe('15');
    expect(MORE_TAG_LATEST).toBe('0');
    expect(DARK_WEB_TYPE_CODE).toBe('42');
  });

  test('tag 0 (as text or number) and no tag are the main home view', () => {
    expect(isHomeTag('0')).toBe(true);
    expect(isHomeTag(0)).toBe(true);
    expect(isHomeTag(undefined)).toBe(true);
    expect(isHomeTag(null)).toBe(true);
    expect(isHomeTag('15')).toBe(false);
    expect(isHomeTag(3)).toBe(false);
  });
});

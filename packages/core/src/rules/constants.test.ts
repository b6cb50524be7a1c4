import { describe, expect, test } from 'vitest';
import { BANNER_HEIGHT_PX, SEARCH_IPHONE_TOP_PADDING_PX, SHARE_QR_WIDTH_PX } from './layout.ts';
import {
  FEATURED_TYPE_LISTS,
  HOT_SEARCH_WORDS,
  IMAGE_CACHE_MAX,
  IMAGE_LOAD_ATTEMPTS,
  IMAGE_PRELOAD_FACTOR,
} from './limits.ts';
import {
  IMAGE_LOAD_THROTTLE_MS,
  LOGIN_EXPIRY_REDIRECT_MS,
  MEMBER_REFRESH_MS,
  NO_ID_COUNTDOWN_SECONDS,
  VIP_PLAN_SCROLL_DEBOUNCE_MS,
} from './timing.ts';

// One place pins the plain numbers of docs/product.md section 9 that have no function of their own.
describe('timing', () => {
  test('pins the spec waits', () => {
    expect(MEMBER_REFRESH_MS).toBe(10_000);
    expect(LOGIN_EXPIRY_REDIRECT_MS).toBe(3000);
    expect(NO_ID_COUNTDOWN_SECONDS).toBe(3);
    expect(VIP_PLAN_SCROLL_DEBOUNCE_MS).toBe(50);
    expect(IMAGE_LOAD_THROTTLE_MS).toBe(200);
  });
});

describe('limits', () => {
  test('pins the spec counts', () => {
    expect(HOT_SEARCH_WORDS).toBe(15);
    expect(FEATURED_TYPE_LISTS).toBe(4);
    expect(IMAGE_LOAD_ATTEMPTS).toBe(3);
    expect(IMAGE_PRELOAD_FACTOR).toBe(1.3);
    expect(IMAGE_CACHE_MAX).toBe(200);
  });
});

describe('layout', () => {
  test('pins the spec sizes', () => {
    expect(BANNER_HEIGHT_PX).toBe(125);
    expect(SHARE_QR_WIDTH_PX).toBe(110);
    expect(SEARCH_IPHONE_TOP_PADDING_PX).toBe(90);
  });
});

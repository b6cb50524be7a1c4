import { describe, expect, test } from 'vitest';
import { api, normalizePath } from './contract.ts';

const endpoints = Object.entries(api);

describe('API contract', () => {
  test('every call lives under one of the two API prefixes', () => {
    for (const [name, endpoint] of endpoints) {
      expect(normalizePath(endpoint.path), name).toMatch(/^\/(app-api|renren-api)\//);
    }
  });

  test('no two calls share a method and path, so the server can route each one', () => {
    const keys = endpoints.map(([, e]) => `${e.method} ${normalizePath(e.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('data is encrypted exactly on the calls docs/product.md section 7 marks encrypted', () => {
    const encrypted = endpoints.filter(([, e]) => e.encrypted).map(([, e]) => normalizePath(e.path).split('/').pop());
    expect(encrypted.sort()).toEqual(
      [
        'listIndex',
        'listPaging',
        'selectSubjectByName',
        'changeBatch',
        'selectSubjectMovies',
        'listPagingBySearch',
        'listLeftType',
        'getVideoDetail',
        'lookOk',
        'buy',
        'index',
        // The original client decrypts these too (its setpaw page and every ad click).
        'changePwd',
        'randomAdClickCount',
        'squareAdClickCount',
        'paihangAdClickCount',
        'swiperAdClickCount',
        'darkSideAdClickCount',
        'meAdClickCount',
        'playAdClickCount',
        'indexAdClickCount',
        // Its home store decrypts "guess you like".
        'listIndexLike',
        // Its video page decrypts the like answer and the favourites list.
        'like',
        'getCollectList',
      ].sort(),
    );
  });

  test('the sign-in and task calls the spec lists as GET are GET', () => {
    const gets = endpoints.filter(([, e]) => e.method === 'GET').map(([name]) => name);
    expect(gets.sort()).toEqual(
      ['signState', 'signCount', 'dailyLogin', 'firstRechargeVip', 'watchVideoDaily', 'tasks', 'chatList'].sort(),
    );
  });

  test('uploads are multipart', () => {
    expect(api.uploadAvatar.body).toBe('multipart');
    expect(api.chatSendPicture.body).toBe('multipart');
  });

  test('only registration, login and public content work without a token', () => {
    expect(api.autoRegister.auth).toBe(false);
    expect(api.login.auth).toBe(false);
    expect(api.buy.auth).toBe(true);
    expect(api.payOrder.auth).toBe(true);
  });

  test('normalizePath collapses duplicate slashes and adds the leading one', () => {
    expect(normalizePath('app-api//login')).toBe('/app-api/login');
    expect(normalizePath('/renren-api///api/sign')).toBe('/renren-api/api/sign');
  });
});

import { describe, expect, test } from 'vitest';
import { api } from './contract.ts';
import { requestOf } from './request.ts';

describe('a call on the wire (requestOf)', () => {
  test('signed in: POST to the contract path, the JSON body, Token, member code and the security flag', () => {
    const { path, init } = requestOf(api.videoDetail, { index: 0, vid: 4 }, { token: 't0k', memberCode: 'M1' });
    expect(path).toBe('/app-api/cartoon/getVideoDetail');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'security-flag': 'sec', Token: 't0k', memberCode: 'M1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ index: 0, vid: 4 });
  });

  test('signed out: the security flag alone; a call without a body sends none', () => {
    const { init } = requestOf(api.config, undefined, null);
    expect(init.headers).toEqual({ 'security-flag': 'sec' });
    expect(init.body).toBeUndefined();
  });
});

import { describe, expect, test } from 'vitest';
import { inviterFrom } from '../shell/inviter.ts';
import { parseSubjectItem, paths, searchResultsPath, showsTabBar, subjectPath, TAB_PATHS, videoCodeFrom, videoPath } from './paths.ts';

describe('route table', () => {
  test('the tab bar shows on the five children of the shell only', () => {
    expect(TAB_PATHS).toEqual(['/', '/category', '/publish', '/collengt', '/mine']);
    for (const path of TAB_PATHS) expect(showsTabBar(path)).toBe(true);
    for (const path of [paths.videoinfo, paths.vip, paths.login, paths.service]) expect(showsTabBar(path)).toBe(false);
  });

  test('/cateInfo carries its item as URL-encoded JSON that reads back', () => {
    const item = { path: '', sonTypeCode: '81,82', code: '34', title: '华语大制作' };
    const url = new URL(subjectPath(item), 'http://x');
    expect(url.pathname).toBe('/cateInfo');
    expect(parseSubjectItem(url.searchParams.get('item'))).toEqual({ ...item, image: undefined });
    expect(parseSubjectItem('not json')).toBeNull();
    expect(parseSubjectItem(null)).toBeNull();
  });

  test("/cateInfo reads the original client's item too: a numeric code and a null sonTypeCode", () => {
    const raw = JSON.stringify({ title: '华语大制作', path: '/topics/02.jpg', code: 34, sonTypeCode: null });
    expect(parseSubjectItem(raw)).toEqual({ path: '/topics/02.jpg', sonTypeCode: '', code: '34', title: '华语大制作', image: undefined });
  });

  test('video and search links carry the query of docs/product.md section 2', () => {
    expect(videoPath(97)).toBe('/videoinfo?id=97');
    expect(videoPath(97, 'M7')).toBe('/videoinfo?id=97&share=M7');
    expect(searchResultsPath({ type: '42', sonType: '4201', title: '暗网' })).toBe(
      `/sreinfo?type=42&sonType=4201&title=${encodeURIComponent('暗网')}`,
    );
  });

  test('a video id is a positive number; an old text code is no id', () => {
    expect(videoCodeFrom('97')).toBe(97);
    expect(videoCodeFrom('v0097')).toBeNull();
    expect(videoCodeFrom('0')).toBeNull();
    expect(videoCodeFrom('')).toBeNull();
    expect(videoCodeFrom(null)).toBeNull();
  });

  test('the inviter comes from /?id= on home and share= on a video link, nowhere else', () => {
    expect(inviterFrom('/', new URLSearchParams('id=M7'))).toBe('M7');
    expect(inviterFrom('/videoinfo', new URLSearchParams('id=v1&share=M8'))).toBe('M8');
    expect(inviterFrom('/videoinfo', new URLSearchParams('id=v1'))).toBeUndefined();
    expect(inviterFrom('/mine', new URLSearchParams('id=M7'))).toBeUndefined();
    expect(inviterFrom('/', new URLSearchParams('id=%20'))).toBeUndefined();
  });
});

import { ROLE_RIGHTS } from '@nocturne/core';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { consolePages, pageAt } from './routes.tsx';
import { mayUse } from './state/session.ts';

describe('the console\'s page table', () => {
  test('an address shows the page whose path starts it, the longest first', () => {
    expect(pageAt('/console')?.key).toBe('dashboard');
    expect(pageAt('/console/')?.key).toBe('dashboard');
    expect(pageAt('/console/site/ads')?.key).toBe('ads');
    expect(pageAt('/console/site/operators/3')?.key).toBe('operators');
    expect(pageAt('/console/money/ledger')?.key).toBe('ledger');
    expect(pageAt('/console/members/12345678')?.key).toBe('members');
    expect(pageAt('/console/nowhere')).toBeNull();
  });

  test("the router's path (inside the /console basename) finds the same page, so the navigation marks it", () => {
    expect(pageAt('/')?.key).toBe('dashboard');
    expect(pageAt('/content')?.key).toBe('content');
    expect(pageAt('/content/videos/12')?.key).toBe('content');
    expect(pageAt('/content/upload')?.key).toBe('contentUpload');
    expect(pageAt('/support/reports')?.key).toBe('reports');
    expect(pageAt('/consoles')).toBeNull();
  });

  test('no two pages in the navigation share an icon (a collapsed rail tells them apart by it)', () => {
    const icons = consolePages.filter((page) => !page.unlisted).map((page) => (page.icon as ReactElement).type);
    expect(new Set(icons).size).toBe(icons.length);
  });

  test("举报 and 弹幕审核 are under the content role's heading, not 客服", () => {
    const section = (key: string) => consolePages.find((page) => page.key === key)?.section;
    expect([section('reports'), section('danmaku')]).toEqual(['content', 'content']);
    expect(section('support')).toBe('support');
  });

  test('each role is shown only the pages it has the right for; the site pages are the owner\'s', () => {
    const shown = (role: keyof typeof ROLE_RIGHTS) => consolePages.filter((page) => !page.unlisted && mayUse({ rights: ROLE_RIGHTS[role] }, page.right)).map((page) => page.key);
    expect(shown('owner')).toEqual(consolePages.filter((page) => !page.unlisted).map((page) => page.key));
    expect(shown('content')).toEqual(['dashboard', 'content', 'contentUpload', 'catalogue', 'reports', 'danmaku', 'ads']);
    expect(shown('support')).toEqual(['dashboard', 'members', 'support']);
    expect(shown('finance')).toEqual(['dashboard', 'money', 'orders', 'reconcile', 'ledger', 'members']);
  });
});

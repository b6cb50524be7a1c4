import { ROLE_RIGHTS } from '@nocturne/core';
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

  test('each role is shown only the pages it has the right for; the site pages are the owner\'s', () => {
    const shown = (role: keyof typeof ROLE_RIGHTS) => consolePages.filter((page) => !page.unlisted && mayUse({ rights: ROLE_RIGHTS[role] }, page.right)).map((page) => page.key);
    expect(shown('owner')).toEqual(consolePages.filter((page) => !page.unlisted).map((page) => page.key));
    expect(shown('content')).toEqual(['dashboard', 'content', 'contentUpload', 'catalogue', 'reports', 'danmaku', 'ads']);
    expect(shown('support')).toEqual(['dashboard', 'members', 'support']);
    expect(shown('finance')).toEqual(['dashboard', 'money', 'orders', 'reconcile', 'ledger', 'members']);
  });
});

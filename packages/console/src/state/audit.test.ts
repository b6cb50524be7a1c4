import { afterEach, expect, test, vi } from 'vitest';
import { auditState, loadAudit, loadMoreAudit, resetAuditFilters, setAuditFilter } from './audit.ts';

const entry = (id: number) => ({ id, at: '2026-06-01T00:00:00Z', actor: 'ada', action: 'PUT /admin/config', target: '', before: null, after: null, reason: '' });

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the filters go into the query; the next page is appended with the cursor; reset starts over', async () => {
  const pages = [
    { items: [entry(3), entry(2)], nextCursor: '2' },
    { items: [entry(1)], nextCursor: null },
    { items: [entry(3), entry(2)], nextCursor: '2' },
  ];
  const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'success', data: pages.shift() }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  setAuditFilter('actor', 'ada');
  await loadAudit();
  expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/admin/audit?actor=ada&limit=20');
  await loadMoreAudit();
  expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe('/admin/audit?actor=ada&limit=20&cursor=2');
  expect(auditState.entries.map((each) => each.id)).toEqual([3, 2, 1]);
  expect(auditState.nextCursor).toBeNull();
  await loadMoreAudit();
  expect(fetch).toHaveBeenCalledTimes(2);
  await resetAuditFilters();
  expect((fetch.mock.calls[2] as unknown as [string])[0]).toBe('/admin/audit?limit=20');
  expect(auditState.entries.map((each) => each.id)).toEqual([3, 2]);
});

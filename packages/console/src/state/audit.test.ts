import { afterEach, expect, test, vi } from 'vitest';
import { audit, AUDIT_PAGE_SIZE, NO_AUDIT_FILTERS } from './audit.ts';

const entry = (id: number) => ({ id, at: '2026-06-01T00:00:00Z', actor: 'ada', action: 'PUT /admin/config', target: '', before: null, after: null, reason: '' });

afterEach(() => {
  vi.unstubAllGlobals();
});

test(`the filters go into the query, ${AUDIT_PAGE_SIZE} a page; the next page replaces the rows and the pager leads back`, async () => {
  const pages = [
    { items: [entry(3), entry(2)], nextCursor: '2' },
    { items: [entry(1)], nextCursor: null },
    { items: [entry(3), entry(2)], nextCursor: '2' },
    { items: [entry(3), entry(2)], nextCursor: '2' },
  ];
  const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'success', data: pages.shift() }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const asked = () => fetch.mock.calls.map((call) => (call as unknown as [string])[0]);
  await audit.load({ ...NO_AUDIT_FILTERS, actor: 'ada' });
  expect(asked()[0]).toBe('/admin/audit?actor=ada&limit=20');
  await audit.next();
  expect(asked()[1]).toBe('/admin/audit?actor=ada&limit=20&cursor=2');
  expect(audit.state.items.map((each) => each.id)).toEqual([1]);
  expect(audit.state.nextCursor).toBeNull();
  await audit.next();
  expect(fetch).toHaveBeenCalledTimes(2);
  await audit.previous();
  expect(asked()[2]).toBe('/admin/audit?actor=ada&limit=20');
  await audit.load(NO_AUDIT_FILTERS);
  expect(asked()[3]).toBe('/admin/audit?limit=20');
  expect(audit.state.items.map((each) => each.id)).toEqual([3, 2]);
});

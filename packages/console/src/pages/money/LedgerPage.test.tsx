import type { RecentLedgerEntry } from '@nocturne/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ledger, recentLedger } from '../../state/money.ts';
import LedgerPage from './LedgerPage.tsx';

const entry = (id: number, memberCode: string, delta: number): RecentLedgerEntry => ({
  id,
  memberCode,
  account: 'coins',
  delta,
  balanceAfter: 100 + delta,
  reason: 'sign_in',
  reference: '',
  createdAt: '2026-11-27T00:00:00Z',
});
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 });

/** The server: every member's newest rows, one member's own, and each address asked. */
function server() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith('/admin/members/8A3F21/ledger')) return ok({ items: [entry(3, '8A3F21', 5)], nextCursor: null });
      return ok({ items: [entry(9, '8B3699', -20), entry(8, '8A3F21', 10)], nextCursor: null });
    }),
  );
  return asked;
}

const blank = { status: 'idle', items: [], query: null, cursors: [], nextCursor: null, error: null };
beforeEach(() => {
  Object.assign(recentLedger.state, blank);
  Object.assign(ledger.state, blank);
});
afterEach(() => vi.unstubAllGlobals());

test('before a member is chosen the page opens on every member\'s newest rows; 查看 opens that member\'s ledger', async () => {
  const asked = server();
  render(
    <MemoryRouter initialEntries={['/money/ledger']}>
      <LedgerPage />
    </MemoryRouter>,
  );
  const recent = await screen.findByRole('table', { name: '最近的资金流水（全部会员）' });
  await within(recent).findByRole('cell', { name: '8B3699' });
  expect(within(recent).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['8B3699', '8A3F21']);
  expect(asked.every((url) => url.startsWith('/admin/ledger'))).toBe(true);

  const row = within(recent).getByRole('cell', { name: '8A3F21' }).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: '查看' }));
  const own = await screen.findByRole('table', { name: '会员账本 8A3F21' });
  expect(await within(own).findByRole('rowheader', { name: '3' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '最近的资金流水（全部会员）' })).toBeNull();
});

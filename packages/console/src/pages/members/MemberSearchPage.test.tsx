import type { MemberSummary } from '@nocturne/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { memberSearch } from '../../state/members.ts';
import MemberSearchPage from './MemberSearchPage.tsx';

const member = (memberCode: string, nickname: string): MemberSummary => ({ memberCode, memberName: `m${memberCode}`, nickname, vip: false, suspended: false, createdAt: '2026-11-27T00:00:00Z' });
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 });

/** The server: the newest members without a term, the one found with it, and each address asked. */
function server() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const found = new URL(url, 'http://console').searchParams.get('q') ? [member('8A3F21', '夜猫子')] : [member('8B5588', '木子'), member('8A3F21', '夜猫子')];
      return ok({ items: found, nextCursor: null });
    }),
  );
  return asked;
}

beforeEach(() => Object.assign(memberSearch.state, { status: 'idle', items: [], query: null, cursors: [], nextCursor: null, error: null }));
afterEach(() => vi.unstubAllGlobals());

test('without a term the page opens on the newest members; a search replaces them with what it found', async () => {
  const asked = server();
  render(
    <MemoryRouter initialEntries={['/members']}>
      <MemberSearchPage />
    </MemoryRouter>,
  );
  const recent = await screen.findByRole('table', { name: '最近注册的会员' });
  await within(recent).findByRole('rowheader', { name: '8B5588' });
  expect(within(recent).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['8B5588', '8A3F21']);
  expect(asked.map((url) => new URL(url, 'http://console').searchParams.has('q'))).toEqual([false]);

  await userEvent.type(screen.getByRole('searchbox', { name: '查找会员' }), '夜猫{Enter}');
  await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: '8B5588' })).toBeNull());
  expect(screen.getByRole('rowheader', { name: '8A3F21' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '最近注册的会员' })).toBeNull();
  expect(new URL(asked.at(-1)!, 'http://console').searchParams.get('q')).toBe('夜猫');
});

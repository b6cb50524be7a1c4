import { OPERATOR_REASON_MIN, type VideoListing } from '@nocturne/core';
import { emptyToastQueue } from '@nocturne/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { videosState } from '../../state/content.ts';
import { toastState } from '../../state/outcome.ts';
import VideosPage from './VideosPage.tsx';

const video = (code: number, name: string, status: VideoListing['status'] = 'published'): VideoListing => ({
  code,
  name,
  status,
  vip: false,
  heat: 0,
  durationSeconds: 60,
  dictCode: '',
  sonDictCode: '',
  image: '',
  publishedAt: '2026-11-27T00:00:00Z',
});

const shelf = [video(1, '夜航'), video(2, '雨巷'), video(3, '长夜'), video(4, '旧梦', 'taken_down')];
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 });

/** The server: the shelf for the list, nothing for the catalogue, and every status change it is sent. */
function server() {
  const changes: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        changes.push({ url, body: JSON.parse(String(init.body)) });
        return ok(null);
      }
      return ok(url.startsWith('/admin/videos') ? shelf : []);
    }),
  );
  return changes;
}

beforeEach(() => {
  Object.assign(videosState, { filters: { status: '', q: '' }, items: [], status: 'idle', notice: null, busy: false });
  toastState.queue = emptyToastQueue;
});
afterEach(() => vi.unstubAllGlobals());

test('the page\'s rows are picked at once; 批量下架 counts and names the published ones, asks one reason, and sends it with each', async () => {
  const changes = server();
  render(
    <MemoryRouter>
      <VideosPage />
    </MemoryRouter>,
  );
  await screen.findByRole('rowheader', { name: '1' });
  await userEvent.click(screen.getByRole('checkbox', { name: '选择本页' }));
  expect(screen.getByText('已选 4 部')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '批量下架' }));

  const dialog = screen.getByRole('alertdialog', { name: '下架 3 部视频' });
  expect(dialog).toHaveTextContent('《夜航》《雨巷》《长夜》');
  expect(dialog).not.toHaveTextContent('旧梦');
  const confirm = within(dialog).getByRole('button', { name: '下架' });
  expect(confirm).toBeDisabled();
  const reason = within(dialog).getByRole('textbox', { name: /原因/ });
  await userEvent.type(reason, ` ${'侵权'.slice(0, OPERATOR_REASON_MIN - 1)} `);
  expect(confirm).toBeDisabled();
  await userEvent.clear(reason);
  await userEvent.type(reason, '侵权');
  await userEvent.click(confirm);

  await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(changes).toEqual([1, 2, 3].map((code) => ({ url: `/admin/videos/${code}/take-down`, body: { reason: '侵权' } })));
  expect(toastState.queue.toasts.map((toast) => toast.message)).toEqual(['已下架 3 部']);
  expect(screen.queryByText(/已选/)).toBeNull();
});

test('a single 下架 asks the reason too and sends it', async () => {
  const changes = server();
  render(
    <MemoryRouter>
      <VideosPage />
    </MemoryRouter>,
  );
  const row = (await screen.findByRole('rowheader', { name: '2' })).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: '下架' }));
  const dialog = screen.getByRole('alertdialog', { name: '下架视频' });
  expect(within(dialog).getByRole('button', { name: '下架' })).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /原因/ }), '画质太差');
  await userEvent.click(within(dialog).getByRole('button', { name: '下架' }));
  await vi.waitFor(() => expect(changes).toEqual([{ url: '/admin/videos/2/take-down', body: { reason: '画质太差' } }]));
});

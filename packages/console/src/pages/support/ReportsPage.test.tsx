import { OPERATOR_REASON_MIN, type ReportView } from '@nocturne/core';
import { emptyToastQueue } from '@nocturne/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { toastState } from '../../state/outcome.ts';
import { reports } from '../../state/support.ts';
import ReportsPage from './ReportsPage.tsx';

const report: ReportView = { id: 7, cartoonCode: 12, videoName: '夜航', videoStatus: 'published', memberCode: '8A3F21', reason: '内容违规', state: 'open', createdAt: '2026-11-27T00:00:00Z' };
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 });

/** The server: one open report, and every decision it is sent. */
function server() {
  const decisions: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        decisions.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
        return ok(null);
      }
      return ok(decisions.length > 0 ? [] : [report]);
    }),
  );
  return decisions;
}

beforeEach(() => {
  Object.assign(reports.state, { items: [], status: 'idle', busy: null });
  toastState.queue = emptyToastQueue;
});
afterEach(() => vi.unstubAllGlobals());

test('下架视频 from a report asks a reason: not confirmed until it is long enough, then sent with the take-down', async () => {
  const decisions = server();
  render(
    <MemoryRouter>
      <ReportsPage />
    </MemoryRouter>,
  );
  const row = (await screen.findByRole('cell', { name: '内容违规' })).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: '下架视频' }));

  const dialog = screen.getByRole('alertdialog', { name: '下架「夜航」' });
  const confirm = within(dialog).getByRole('button', { name: '下架视频' });
  expect(confirm).toBeDisabled();
  const reason = within(dialog).getByRole('textbox', { name: /原因/ });
  // Spaces do not count toward the reason.
  await userEvent.type(reason, ` ${'侵'.repeat(OPERATOR_REASON_MIN - 1)} `);
  expect(confirm).toBeDisabled();
  await userEvent.clear(reason);
  await userEvent.type(reason, '涉及侵权');
  await userEvent.click(confirm);

  await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(decisions).toEqual([{ url: '/admin/reports/7/take-down', body: { reason: '涉及侵权' } }]);
  expect(toastState.queue.toasts.map((toast) => toast.message)).toEqual(['已下架视频']);
});

test('the reason of one take-down is not carried to the next report\'s dialog', async () => {
  server();
  render(
    <MemoryRouter>
      <ReportsPage />
    </MemoryRouter>,
  );
  const row = (await screen.findByRole('cell', { name: '内容违规' })).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: '下架视频' }));
  await userEvent.type(within(screen.getByRole('alertdialog')).getByRole('textbox', { name: /原因/ }), '涉及侵权');
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' }));
  await userEvent.click(within(row).getByRole('button', { name: '下架视频' }));
  expect(within(screen.getByRole('alertdialog')).getByRole('textbox', { name: /原因/ })).toHaveValue('');
});

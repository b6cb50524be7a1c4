import type { DashboardView } from '@nocturne/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { dashboardState } from '../../state/dashboard.ts';
import DashboardPage from './DashboardPage.tsx';

const pair = (today: number, yesterday: number) => ({ today, yesterday });
const view: DashboardView = {
  today: '2026-06-01',
  figures: {
    newMembers: pair(12, 9),
    activeMembers: pair(340, 351),
    topUpRevenueFen: pair(123456, 100),
    vipRevenueFen: pair(2500, 0),
    coinsSpent: pair(50, 7),
    withdrawalsWaiting: pair(2, 3),
    openReports: pair(1, 0),
    chatsWaiting: pair(3, 2),
    offlineDownloads: pair(5, 4),
  },
  playback: ['05-26', '05-27', '05-28', '05-29', '05-30', '05-31', '06-01'].map((day, index) => ({
    day: `2026-${day}`,
    plays: index,
    firstFrameP50Ms: index ? '1000' : null,
    firstFrameP90Ms: index ? '4000' : null,
    rebufferRatio: index ? 0.0909 : 0,
  })),
  topVideos: [
    { cartoonCode: 7, name: '第二部', plays: 1200 },
    { cartoonCode: 3, name: '测试视频', plays: 4 },
  ],
};

function answering(...answers: { status: number; body: unknown }[]) {
  vi.stubGlobal('fetch', vi.fn(async () => {
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  }));
}

beforeEach(() => {
  Object.assign(dashboardState, { view: null, status: 'loading', error: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the figures of today against yesterday, money in yuan, the charts\' summaries and the top videos', async () => {
  answering({ status: 200, body: { code: 0, msg: 'success', data: view } });
  render(<DashboardPage />);
  const topUps = await screen.findByTestId('figure-topUpRevenueFen');
  expect(within(topUps).getByText('¥1,234.56')).toBeInTheDocument();
  expect(within(topUps).getByText('昨日 ¥1.00')).toBeInTheDocument();
  expect(within(screen.getByTestId('figure-withdrawalsWaiting')).getByText('今日开始时 3')).toBeInTheDocument();
  const downloads = screen.getByTestId('figure-offlineDownloads');
  expect(within(downloads).getByText('离线缓存')).toBeInTheDocument();
  expect(within(downloads).getByText('昨日 4')).toBeInTheDocument();
  expect(screen.getByText('今日（2026-06-01，截至现在）与昨日对比')).toBeInTheDocument();
  expect(screen.getByText('今日首帧 p50 不超过 1.0 秒，p90 不超过 4.0 秒')).toBeInTheDocument();
  expect(screen.getByText('今日卡顿时间占观看时间的 9.1%')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: '热门影片（近7天播放次数）' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('第二部');
  expect(within(table).getByText('1,200')).toBeInTheDocument();
});

test('a failed load says why and tries again on 重试', async () => {
  answering({ status: 500, body: { code: 5000, msg: '服务器繁忙，请稍后再试', data: null } }, { status: 200, body: { code: 0, msg: 'success', data: view } });
  render(<DashboardPage />);
  await screen.findByText('服务器繁忙，请稍后再试');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  await screen.findByTestId('figure-newMembers');
  expect(screen.queryByText('服务器繁忙，请稍后再试')).not.toBeInTheDocument();
});

test('a role that does not see money gets no revenue cards, the others stay', async () => {
  const withoutMoney = { ...view, figures: { ...view.figures, topUpRevenueFen: null, vipRevenueFen: null, coinsSpent: null } };
  answering({ status: 200, body: { code: 0, msg: 'success', data: withoutMoney } });
  render(<DashboardPage />);
  await screen.findByTestId('figure-newMembers');
  for (const key of ['topUpRevenueFen', 'vipRevenueFen', 'coinsSpent']) expect(screen.queryByTestId(`figure-${key}`)).not.toBeInTheDocument();
  expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
});

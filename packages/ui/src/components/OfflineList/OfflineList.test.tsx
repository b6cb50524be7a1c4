import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { DownloadStatus } from '../DownloadButton/downloadStatus.ts';
import { OfflineList, type OfflineListProps } from './OfflineList.tsx';
import type { OfflineItem } from './OfflineRow.tsx';

// The shape of core's zhCNOffline, which the app passes.
const labels: OfflineListProps['labels'] = {
  status: {
    none: '缓存',
    queued: '等待缓存',
    downloading: (percent) => `缓存中 ${percent}%`,
    paused: '已暂停',
    done: '已缓存',
    expired: '已过期',
    failed: '缓存失败',
    noSpace: '空间不足',
  },
  pause: '暂停',
  resume: '继续',
  retry: '重试',
  remove: '删除',
  play: '播放',
  bytes: (done, total) => `${done} / ${total}`,
  expiresOn: (date) => `${date} 前可离线观看`,
  expiredSentence: '离线观看期已过，请联网后重新缓存',
  noSpaceSentence: '手机存储空间不足，已暂停缓存',
  failedSentence: '网络中断，缓存未完成',
  empty: '还没有缓存的视频',
  emptyHint: '在视频页点「缓存」，没有网络也能看',
};
// Stand-ins for core's formatCacheSize and formatDate.
const formatSize = (bytes: number) => `${bytes} B`;
const formatDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function item(status: DownloadStatus, percent = 42): OfflineItem {
  return {
    id: `id-${status}`,
    title: `影片${status}`,
    cover: '',
    episodeName: '第3集',
    rendition: '720p',
    status,
    bytesDone: percent * 10,
    bytesTotal: 1000,
    percent,
    expiresAt: Date.UTC(2026, 11, 5, 4),
  };
}

function list(items: OfflineItem[], onAction = vi.fn()) {
  render(<OfflineList items={items} labels={labels} formatSize={formatSize} formatDate={formatDate} onAction={onAction} />);
  return onAction;
}

/** The row (an article) that holds a title. */
const rowOf = (status: DownloadStatus) => screen.getByText(`影片${status}`).closest('article') as HTMLElement;

describe('OfflineList', () => {
  test('nothing downloaded: the empty message and where downloads come from, no list', () => {
    list([]);
    expect(screen.getByText('还没有缓存的视频')).toBeVisible();
    expect(screen.getByText('在视频页点「缓存」，没有网络也能看')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('one list item a download, each with its title, episode and rendition', () => {
    list([item('downloading'), item('done', 100)]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(within(rowOf('downloading')).getByText('第3集 · 720p')).toBeVisible();
  });

  test.each([
    ['downloading', '缓存中 42%'],
    ['queued', '等待缓存'],
    ['paused', '已暂停'],
    ['done', '2026-12-05 前可离线观看'],
    ['expired', '离线观看期已过，请联网后重新缓存'],
    ['failed', '网络中断，缓存未完成'],
    ['noSpace', '手机存储空间不足，已暂停缓存'],
  ] as const)('%s: says %s', (status, sentence) => {
    list([item(status)]);
    expect(within(rowOf(status)).getByText(sentence)).toBeVisible();
  });

  test('an unfinished download shows bytes done of the total and a bar at its percent', () => {
    list([item('paused', 63)]);
    const row = rowOf('paused');
    expect(within(row).getByText('630 B / 1000 B')).toBeVisible();
    expect(within(row).getByRole('progressbar', { name: '影片paused 第3集' })).toHaveAttribute('aria-valuenow', '63');
  });

  test.each(['done', 'expired'] as const)('%s: the stored size, and no bar', (status) => {
    list([item(status, 100)]);
    const row = rowOf(status);
    expect(within(row).getByText('1000 B')).toBeVisible();
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test.each([
    ['queued', '暂停', 'pause'],
    ['downloading', '暂停', 'pause'],
    ['paused', '继续', 'resume'],
    ['noSpace', '继续', 'resume'],
    ['failed', '重试', 'retry'],
    ['expired', '重试', 'retry'],
  ] as const)('%s: %s and 删除, each reporting with the row id', async (status, word, action) => {
    const onAction = list([item(status)]);
    const row = rowOf(status);
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual([word, '删除']);
    await userEvent.click(within(row).getByRole('button', { name: `${word} 影片${status} 第3集` }));
    expect(onAction).toHaveBeenLastCalledWith(`id-${status}`, action);
    await userEvent.click(within(row).getByRole('button', { name: `删除 影片${status} 第3集` }));
    expect(onAction).toHaveBeenLastCalledWith(`id-${status}`, 'remove');
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  test('a stored episode plays by a tap on its row; its only other button is 删除', async () => {
    const onAction = list([item('done', 100)]);
    const row = rowOf('done');
    await userEvent.click(within(row).getByRole('button', { name: /^播放\s*影片done/ }));
    expect(onAction).toHaveBeenCalledWith('id-done', 'play');
    expect(within(row).getAllByRole('button')).toHaveLength(2);
  });

  test('only a stored episode plays: no other status offers 播放', () => {
    list((['queued', 'downloading', 'paused', 'expired', 'failed', 'noSpace'] as const).map((status) => item(status)));
    expect(screen.queryByRole('button', { name: /播放/ })).not.toBeInTheDocument();
  });
});

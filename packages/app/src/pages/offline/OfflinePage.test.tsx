import { api, zhCNOffline, type OfflineLicenceRequest } from '@nocturne/core';
import { PLAYLIST_URL, servedEpisode } from '@nocturne/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { downloadEpisode, installOfflineRuntime } from '../../state/offline/downloads.ts';
import { memoryOfflineRuntime } from '../../state/offline/testing.ts';
import { installRuntime } from '../../state/runtime.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import { aMember } from '../../test/fixtures.ts';
import { EpisodeDownload } from '../video/EpisodeDownload.tsx';
import OfflinePage from './OfflinePage.tsx';

const DAY = 86_400_000;
let offline: ReturnType<typeof memoryOfflineRuntime>;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, page = <OfflinePage />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  const fake = fakeRuntime();
  fake.runtime.stores.session.save(aMember(), 't-1');
  installRuntime(fake.runtime);
  fake.server.on(api.offlineLicence, (body) => {
    const request = body as OfflineLicenceRequest;
    return ok({ id: `lic-${request.episodeId}`, ...request, playlistUrl: PLAYLIST_URL, fetchBy: Date.now() + DAY, expiresAt: Date.now() + 7 * DAY, estimatedBytes: 6_000 });
  });
  vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
  offline = memoryOfflineRuntime(servedEpisode(6));
  await installOfflineRuntime(offline);
});

describe('离线缓存', () => {
  test('with nothing downloaded: the empty state says where downloads come from', async () => {
    renderAt('/offline');
    await screen.findByText(zhCNOffline.empty);
    expect(screen.getByText(zhCNOffline.emptyHint)).toBeTruthy();
  });

  test('a finished episode is listed with its quality; a tap plays it at the top of the page (kept in the address)', async () => {
    await downloadEpisode({ vid: 7, episodeId: 42, rendition: '360p', title: '雾锁江城', cover: '', episodeName: '第1集' });
    await offline.manager.idle();
    renderAt('/offline');
    const row = (await screen.findByText('雾锁江城')).closest('article')!;
    expect(row.getAttribute('data-status')).toBe('done');
    expect(within(row).getByText(/360p/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(zhCNOffline.play) }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/offline?play=lic-42'));
    expect(await screen.findByRole('region', { name: '雾锁江城' })).toBeTruthy();
  });

  test('删除 asks first; confirmed, the download and its bytes are gone', async () => {
    await downloadEpisode({ vid: 7, episodeId: 42, rendition: '360p', title: '雾锁江城', cover: '', episodeName: '第1集' });
    await offline.manager.idle();
    renderAt('/offline');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${zhCNOffline.remove}`) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(zhCNOffline.removeConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: zhCNOffline.remove }));
    await screen.findByText(zhCNOffline.empty);
    expect(await offline.store.records()).toEqual([]);
  });
});

describe('缓存 on the video page', () => {
  const episode = { id: 42, url: 'https://nocturne.example/media/play/7/9/s/42.m3u8', name: '第1集', thumbnails: '', poster: '' };

  test('a member without VIP is offered VIP, never a download', async () => {
    renderAt('/videoinfo?id=7', <EpisodeDownload vid={7} title="雾锁江城" cover="" seconds={60} episode={episode} entitled={false} />);
    await userEvent.click(screen.getByRole('button', { name: zhCNOffline.status.none }));
    const offer = await screen.findByRole('alertdialog');
    expect(within(offer).getByText(zhCNOffline.vipOnly)).toBeTruthy();
    await userEvent.click(within(offer).getByRole('button', { name: zhCNOffline.openVip }));
    expect(screen.getByTestId('where').textContent).toBe('/vip');
    expect(screen.queryByRole('dialog', { name: zhCNOffline.pickQuality })).toBeNull();
  });

  test("a VIP picks a quality from the master's renditions, sized for the episode, and the episode downloads", async () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=640000,RESOLUTION=640x360,NAME="360p"\n360p.m3u8\n';
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === episode.url ? new Response(master) : new Response('', { status: 404 }))));
    renderAt('/videoinfo?id=7', <EpisodeDownload vid={7} title="雾锁江城" cover="" seconds={60} episode={episode} entitled />);
    await userEvent.click(screen.getByRole('button', { name: zhCNOffline.status.none }));
    const sheet = await screen.findByRole('dialog', { name: zhCNOffline.pickQuality });
    // 640 kbit/s for 60 s: 4.8 million bytes, 4.5 MB as the cache sizes read.
    await userEvent.click(within(sheet).getByRole('button', { name: /^360p 约 4\.5 MB$/ }));
    await screen.findByRole('button', { name: zhCNOffline.status.done }, { timeout: 3_000 });
  });
});

test('缓存 with no network says so and opens no sheet', async () => {
  const { toastState } = await import('../../state/toasts.ts');
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  const episode = { id: 42, url: 'https://nocturne.example/media/play/7/9/s/42.m3u8', name: '第1集', thumbnails: '', poster: '' };
  renderAt('/videoinfo?id=7', <EpisodeDownload vid={7} title="雾锁江城" cover="" seconds={60} episode={episode} entitled />);
  await userEvent.click(screen.getByRole('button', { name: zhCNOffline.status.none }));
  await waitFor(() => expect(toastState.queue.toasts.map((toast) => toast.message)).toContain(zhCNOffline.failedSentence));
  expect(screen.queryByRole('dialog', { name: zhCNOffline.pickQuality })).toBeNull();
});

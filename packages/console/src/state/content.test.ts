import { JOB_POLL_MS, type MediaJobView } from '@nocturne/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { catalogueState, homeTagCodes } from './catalogue.ts';
import { changeVideoStatus, followJob, jobState, setVideoFilters, videosState } from './content.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 });
const refused = (status: number, msg: string) => new Response(JSON.stringify({ code: status, msg, data: null }), { status });

const job = (status: MediaJobView['status'], progress: number): MediaJobView => ({
  id: 7,
  status,
  progress,
  attempts: 1,
  maxAttempts: 3,
  error: '',
  video: { name: '片' },
  videoId: status === 'done' ? 42 : null,
  createdAt: '2026-11-27T00:00:00Z',
  startedAt: null,
  finishedAt: null,
});

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(videosState, { filters: { status: '', q: '' }, items: [], status: 'loading', notice: null, busy: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the Content area's state", () => {
  test(`a job is read every ${JOB_POLL_MS} ms while it runs and no more once it is done`, async () => {
    const answers = [job('queued', 0), job('running', 40), job('done', 100)];
    const fetch = vi.fn(async (_url: string) => ok(answers.shift() ?? job('done', 100)));
    vi.stubGlobal('fetch', fetch);
    const stop = followJob(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(jobState.job).toMatchObject({ status: 'queued' });
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(jobState.job).toMatchObject({ status: 'running', progress: 40 });
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(jobState.job).toMatchObject({ status: 'done', videoId: 42 });
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[0]![0])).toBe('/admin/media/jobs/7');
    stop();
  });

  test('leaving the job page stops the reading', async () => {
    const fetch = vi.fn(async (_url: string) => ok(job('running', 10)));
    vi.stubGlobal('fetch', fetch);
    const stop = followJob(7);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('filters go to the server as the query; an empty filter is left out', async () => {
    const fetch = vi.fn(async (_url: string) => ok([]));
    vi.stubGlobal('fetch', fetch);
    setVideoFilters({ status: 'draft', q: '  夜 ' });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(fetch.mock.calls[0]![0])).toBe(`/admin/videos?status=draft&q=${encodeURIComponent('夜')}`);
    setVideoFilters({ status: '', q: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(fetch.mock.calls[1]![0])).toBe('/admin/videos');
    expect(videosState.status).toBe('ready');
  });

  test("a refused take-down shows the server's sentence and reads nothing again", async () => {
    const fetch = vi.fn(async (_url: string) => refused(404, '视频不存在或已下架'));
    vi.stubGlobal('fetch', fetch);
    expect(await changeVideoStatus(9, 'taken_down', '已下架')).toBe(false);
    expect(videosState.notice).toEqual({ tone: 'error', text: '视频不存在或已下架' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/admin/videos/9/take-down');
  });

  test("home's tag strip is the categories with a place in it, in that order", () => {
    const category = (dictCode: string, homeTagSort: number | null) => ({ dictCode, dictName: dictCode, parentCode: null, sort: 0, homeTagSort, featuredSort: null });
    catalogueState.categories = [category('a', 2), category('b', null), category('c', 1)];
    expect(homeTagCodes(catalogueState.categories)).toEqual(['c', 'a']);
  });
});

import { DEFAULT_OPERATOR_CONFIG, zhCNConsole } from '@nocturne/core';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { configChanges, loadSite, saveConfig, siteState } from './site.ts';
import { toastState } from './toasts.ts';
import { emptyToastQueue } from '@nocturne/ui';

const prices = { vipPlans: [], coinOptions: [], payChannels: [] };

function server(...answers: unknown[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'success', data: answers.shift() }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  Object.assign(siteState, { config: null, prices: null, status: 'loading', error: null, saving: false });
  toastState.queue = emptyToastQueue;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('only what differs from the saved configuration is sent', () => {
  expect(configChanges(DEFAULT_OPERATOR_CONFIG, { ...DEFAULT_OPERATOR_CONFIG, shikan: 30, showAd: false })).toEqual({ shikan: 30, showAd: false });
  expect(configChanges(DEFAULT_OPERATOR_CONFIG, { ...DEFAULT_OPERATOR_CONFIG })).toEqual({});
});

test('saving sends the changes, keeps what the server answers, and says so; nothing changed sends nothing', async () => {
  const fetch = server(DEFAULT_OPERATOR_CONFIG, prices, { ...DEFAULT_OPERATOR_CONFIG, shikan: 30 });
  await loadSite();
  expect(siteState.status).toBe('ready');
  await saveConfig({ ...DEFAULT_OPERATOR_CONFIG, shikan: 30 });
  const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
  expect(url).toBe('/admin/config');
  expect(init).toMatchObject({ method: 'PUT', body: '{"shikan":30}' });
  expect(siteState.config?.shikan).toBe(30);
  expect(toastState.queue.toasts.at(-1)).toMatchObject({ message: zhCNConsole.saved, kind: 'success' });
  await saveConfig({ ...DEFAULT_OPERATOR_CONFIG, shikan: 30 });
  expect(fetch).toHaveBeenCalledTimes(3);
  expect(toastState.queue.toasts.at(-1)?.message).toBe(zhCNConsole.site.nothingChanged);
});

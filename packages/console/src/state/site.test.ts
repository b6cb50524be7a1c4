import { DEFAULT_OPERATOR_CONFIG, zhCNConsole } from '@nocturne/core';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { changeVipPlan, configChanges, loadSite, saveConfig, siteState } from './site.ts';
import { toastState } from './outcome.ts';
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

test('a VIP plan change is sent for that plan, and its row becomes what the server answers; a refusal keeps the row and says why', async () => {
  const plans = [
    { index: 0, days: 30, price: 30, enabled: true },
    { index: 1, days: 90, price: 100, enabled: true },
  ];
  const fetch = server(DEFAULT_OPERATOR_CONFIG, { ...prices, vipPlans: plans }, { index: 0, days: 31, price: 25, enabled: false });
  await loadSite();
  expect(await changeVipPlan(0, { price: 25, days: 31, enabled: false })).toBe(true);
  const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
  expect(url).toBe('/admin/vip-plans/0');
  expect(init).toMatchObject({ method: 'PUT', body: '{"price":25,"days":31,"enabled":false}' });
  expect(siteState.prices?.vipPlans).toEqual([{ index: 0, days: 31, price: 25, enabled: false }, plans[1]]);
  expect(toastState.queue.toasts.at(-1)).toMatchObject({ message: zhCNConsole.site.priceSaved, kind: 'success' });

  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 400, msg: '价格须在 1 到 100000 之间', data: null }), { status: 400 })));
  expect(await changeVipPlan(1, { price: 0 })).toBe(false);
  expect(siteState.prices?.vipPlans[1]).toEqual(plans[1]);
  expect(toastState.queue.toasts.at(-1)).toMatchObject({ message: '价格须在 1 到 100000 之间', kind: 'error' });
  expect(siteState.saving).toBe(false);
});

import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ads, adsState, removeAd, saveAd, uploadAdImage } from './ads.ts';

const ad = { id: 7, group: 'banner' as const, title: '旧', image: '', url: '', status: 1, adtype: 1, type: 0, sort: 0 };

function server(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'success', data } });

beforeEach(() => {
  Object.assign(adsState, { items: [ad], group: 'banner', status: 'ready', error: null, busy: false, uploading: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('every group\'s ads are read at once; a failed read says why', async () => {
  server(ok([ad, { ...ad, id: 9, group: 'play' }]), { status: 500, body: { code: 500, msg: '服务器开小差了', data: null } });
  await ads.load();
  expect(adsState.items.map((each) => each.group)).toEqual(['banner', 'play']);
  await ads.reload();
  expect(adsState).toMatchObject({ status: 'error', error: '服务器开小差了' });
});

test('a picked image is sent as multipart `file`; the ad keeps the stored address', async () => {
  const fetch = server(ok({ url: '/uploads/site/abc.png' }));
  const address = await uploadAdImage(new File([new Uint8Array([1, 2])], 'banner.png', { type: 'image/png' }));
  expect(address).toBe('/uploads/site/abc.png');
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/admin/images');
  expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  expect(adsState.uploading).toBe(false);
});

test('a refused upload answers null, so the ad keeps its old image', async () => {
  server({ status: 400, body: { code: 400, msg: '请上传图片', data: null } });
  await expect(uploadAdImage(new File(['x'], 'a.txt'))).resolves.toBeNull();
});

test('a new ad is added to the list; a change replaces its row; a removal drops it', async () => {
  const fetch = server(ok({ ...ad, id: 8, title: '新' }), ok({ ...ad, title: '改' }), ok(null));
  await saveAd(null, { group: 'banner', title: '新' });
  expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1]).toMatchObject({ method: 'POST' });
  await saveAd(7, { title: '改' });
  expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe('/admin/ads/7');
  expect(adsState.items.map((each) => [each.id, each.title])).toEqual([
    [7, '改'],
    [8, '新'],
  ]);
  await removeAd(7);
  expect(adsState.items.map((each) => each.id)).toEqual([8]);
});

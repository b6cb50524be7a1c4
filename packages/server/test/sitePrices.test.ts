/**
 * The console's Site calls: prices (VIP plans, coin options and pay
 * channels edited, each change in the audit log with before and after, and on the member's
 * price list at once) and operators' image uploads (into the store, served to everyone).
 */
import { operatorApi, DEFAULT_VIP_PLANS, zhCNPurchase, type AuditPage, type SitePrices } from '@nocturne/core';
import { expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { goodsLists } from '../src/payments/payments.ts';
import { serverPerFile, type TestApp } from './harness.ts';
import { imageMultipart, pngClaiming } from './imageUpload.ts';
import { restorePaymentDefaults } from './money.ts';
import { CONSOLE, failureOf, signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

test('the owner reads the prices and changes a coin option and a pay channel; both are audited and on sale at once', async () => {
  await restorePaymentDefaults(db);
  const owner = await signedInOperator(t, db, 'owner');
  const prices = (await owner('GET', operatorApi.prices.path)).json<{ data: SitePrices }>().data;
  expect(prices.vipPlans).toEqual(DEFAULT_VIP_PLANS.map((plan) => ({ ...plan, enabled: true })));
  expect(prices.coinOptions.map((option) => [option.priceYuan, option.coins, option.enabled])).toEqual([
    [10, 10, true],
    [30, 32, true],
  ]);
  expect(prices.payChannels.map((channel) => channel.name)).toEqual(['支付宝', '微信支付']);

  const first = prices.coinOptions[0]!;
  const changed = await owner('PUT', `/admin/coin-options/${first.id}`, { coins: 12 });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json().data).toMatchObject({ id: first.id, priceYuan: 10, coins: 12 });
  expect((await owner('PUT', '/admin/pay-channels/2', { enabled: false })).statusCode).toBe(200);

  // The coin page's goods (type 2): the option now gives 12 coins, and WeChat is off.
  const onSale = JSON.stringify(await goodsLists(db, 2));
  expect(onSale).toContain(zhCNPurchase.coinSubject(12));
  expect(onSale).not.toContain('微信支付');

  const audit = (await owner('GET', operatorApi.audit.path)).json<{ data: AuditPage }>().data.items;
  expect(audit.find((entry) => entry.action === 'PUT /admin/coin-options/:id')).toMatchObject({
    actor: 'owner',
    target: `coinOption:${first.id}`,
    before: { coins: 10 },
    after: { coins: 12 },
  });
  expect(audit.find((entry) => entry.action === 'PUT /admin/pay-channels/:code')).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
});

test('bad changes are a 4xx: unknown ids, junk values, extra fields, nothing to change', async () => {
  await restorePaymentDefaults(db);
  const owner = await signedInOperator(t, db, 'owner');
  expect(failureOf(await owner('PUT', '/admin/coin-options/999', { coins: 1 })).status).toBe(404);
  expect(failureOf(await owner('PUT', '/admin/pay-channels/9', { enabled: true })).status).toBe(404);
  for (const body of [{ coins: 0 }, { priceYuan: -1 }, { priceYuan: 'ten' }, { priceYuan: 1.5 }, {}]) {
    expect(failureOf(await owner('PUT', '/admin/coin-options/1', body)).status, JSON.stringify(body)).toBe(400);
  }
  expect(failureOf(await owner('PUT', '/admin/coin-options/abc', { coins: 1 })).status).toBe(400);
  expect(failureOf(await owner('PUT', '/admin/pay-channels/1', { name: '' })).status).toBe(400);
});

test('only the owner may change prices; content may upload ad images, support may not', async () => {
  const content = await signedInOperator(t, db, 'content');
  const support = await signedInOperator(t, db, 'support');
  expect(failureOf(await content('GET', operatorApi.prices.path)).status).toBe(403);
  expect(failureOf(await content('PUT', '/admin/coin-options/1', { coins: 1 })).status).toBe(403);
  const upload = imageMultipart(pngClaiming(750, 300));
  expect((await content('POST', operatorApi.uploadImage.path, upload.payload, { ...CONSOLE, ...upload.headers })).statusCode).toBe(200);
  expect(failureOf(await support('POST', operatorApi.uploadImage.path, upload.payload, { ...CONSOLE, ...upload.headers })).status).toBe(403);
});

test('an uploaded image is stored and served to anyone at its path; junk is a 400, never a 500', async () => {
  const owner = await signedInOperator(t, db, 'owner');
  const png = pngClaiming(750, 300);
  const upload = imageMultipart(png);
  const answer = await owner('POST', operatorApi.uploadImage.path, upload.payload, { ...CONSOLE, ...upload.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const { url } = answer.json<{ data: { url: string } }>().data;
  expect(url).toMatch(/^\/uploads\/site\/[0-9a-f]{32}\.png$/);
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals(png)).toBe(true);
  expect((await t.app.inject({ method: 'GET', url: '/uploads/site/../avatars/x.png' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/uploads/site/not-ours.png' })).statusCode).toBe(404);

  const notImage = imageMultipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'a.svg');
  expect(failureOf(await owner('POST', operatorApi.uploadImage.path, notImage.payload, { ...CONSOLE, ...notImage.headers })).status).toBe(400);
  expect(failureOf(await owner('POST', operatorApi.uploadImage.path, { file: 'x' })).status).toBe(400);
  const cut = await owner('POST', operatorApi.uploadImage.path, Buffer.from('--x\r\nContent-Disposition: form-data; name="file"'), {
    ...CONSOLE,
    'content-type': 'multipart/form-data; boundary=x',
  });
  expect(failureOf(cut).status).toBe(400);
  // A forged cross-site upload is refused before it is read.
  const forged = await owner('POST', operatorApi.uploadImage.path, upload.payload, { 'sec-fetch-site': 'cross-site', ...upload.headers });
  expect(failureOf(forged).status).toBe(403);
});

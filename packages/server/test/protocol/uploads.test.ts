/**
 * The original client's two upload flows, as its pages run them: Info/setinfo.vue uploads
 * (updateimg), shows `data.file` in an <img>, then saves `memberAvatar: data.file`;
 * Order/tixian.vue uploads, shows `data.file`, then posts `imgurl: data.file`. The avatar is
 * public from then on; the payment code stops being served the moment tixian names it.
 */
import { describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { serverPerFile, type TestApp } from '../harness.ts';
import { PNG } from '../imageUpload.ts';
import { credit, memberIdOf } from '../money.ts';
import { originalClientConfig, registeredClient } from './originalClient.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server), undefined, { config: originalClientConfig() });

const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploads as the original client makes them', () => {
  test('setinfo.vue: upload, preview data.file, save memberAvatar = data.file; the avatar is served', async () => {
    const { client, member } = await registeredClient(t.app);
    const upload = await client.upload('/app-api/member/updateimg', PNG, 'avatar.png', 'image/png');
    expect(upload.code).toBe(0);
    const file = (upload.data as { file: string }).file;
    // The page shows the upload at once (its <img :src="userinfo.data.memberAvatar">).
    expect((await fetchImage(file)).statusCode).toBe(200);
    const saved = await client.post('/app-api/member/updateMember', { memberAvatar: file, memberCode: member.memberCode, memberNichen: '夜猫子', memberSignature: '' });
    expect(saved.code).toBe(0);
    const refreshed = await client.post('/app-api/member/getEntityByCode', { memberCode: member.memberCode });
    expect(refreshed.data).toMatchObject({ memberAvatar: file });
    // Public from now on, also long after the preview window.
    t.clock.advance(24 * 3600_000);
    const served = await fetchImage(file);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  test('tixian.vue: upload, preview data.file, post imgurl = data.file; the payment code is no longer served', async () => {
    const { client, member } = await registeredClient(t.app);
    await credit(db, await memberIdOf(db, member.memberCode), 'balance', 2000);
    const upload = await client.upload('/app-api/member/updateimg', PNG, 'code.png', 'image/png');
    expect(upload.code).toBe(0);
    const imgurl = (upload.data as { file: string }).file;
    // The page shows the code it just uploaded (<img :src="url">).
    expect((await fetchImage(imgurl)).statusCode).toBe(200);
    const res = await client.post('/app-api/member/tixian', { imgurl, index: 'wx', money: '5' });
    expect(res.code).toBe(0);
    expect((await fetchImage(imgurl)).statusCode).toBe(404);
    // A second withdrawal with the same code (the page keeps `url`) still works.
    t.clock.advance(5 * 60_000);
    expect((await client.post('/app-api/member/tixian', { imgurl, index: 'wx', money: '6' })).code).toBe(0);
    expect((await fetchImage(imgurl)).statusCode).toBe(404);
  });
});

/**
 * Uploads: the pixel size a header claims is checked (a 69-byte PNG claiming 100000x100000
 * px was accepted), an avatar and a payment code name only the member's own upload, and a
 * payment code is never served by URL (operators stream it through the operator API).
 */
import { api, zhCNProfile, zhCNServer, zhCNWithdrawal } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { imageSizeOf, isImageSizeAccepted } from '../src/http/imageSize.ts';
import { UNCLAIMED_PREVIEW_MS } from '../src/members/uploads.ts';
import { call, envelope, registerMember, serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { imageMultipart, PNG, pngClaiming } from './imageUpload.ts';
import { credit, memberIdOf } from './money.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

function gif(width: number, height: number): Buffer {
  const head = Buffer.from('GIF89a\0\0\0\0\0\0\0', 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return head;
}

function jpeg(width: number, height: number): Buffer {
  // SOI, an APP0 segment to skip, then SOF0 with the size.
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const data = Buffer.alloc(20);
  if (chunk === 'VP8 ') {
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  } else if (chunk === 'VP8L') {
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  } else {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const header = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.from(chunk), Buffer.alloc(4)]);
  return Buffer.concat([header, data]);
}

describe('image sizes read from headers', () => {
  test.each([
    ['png', pngClaiming(640, 480)],
    ['gif', gif(640, 480)],
    ['jpg', jpeg(640, 480)],
    ['webp', webp('VP8 ', 640, 480)],
    ['webp', webp('VP8L', 640, 480)],
    ['webp', webp('VP8X', 640, 480)],
  ] as const)('%s: 640x480', (extension, bytes) => {
    expect(imageSizeOf(bytes, extension)).toEqual({ width: 640, height: 480 });
  });

  test('a side above 8000 px, an area above 40 megapixels or a zero side is refused', () => {
    expect(isImageSizeAccepted({ width: 8000, height: 5000 })).toBe(true);
    expect(isImageSizeAccepted({ width: 8001, height: 10 })).toBe(false);
    expect(isImageSizeAccepted({ width: 7000, height: 7000 })).toBe(false);
    expect(isImageSizeAccepted({ width: 0, height: 10 })).toBe(false);
    expect(isImageSizeAccepted({ width: 100_000, height: 100_000 })).toBe(false);
  });
});

async function upload(token: string, bytes: Buffer) {
  const { payload, headers } = imageMultipart(bytes);
  return envelope<{ file: string }>(await t.app.inject({ method: 'POST', url: api.uploadAvatar.path, payload, headers: { ...headers, token } }), t.config);
}

const updateAvatar = (token: string, memberAvatar: string) =>
  call(t.app, 'POST', api.updateMember.path, { memberAvatar, memberNichen: '夜猫子' }, { token }).then((r) => envelope(r, t.config));
const withdraw = (token: string, imgurl: string) =>
  call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: 5 }, { token }).then((r) => envelope(r, t.config));

describe('uploads refuse images too large in pixels', () => {
  test.each([
    ['a 69-byte PNG claiming 100000x100000 px', pngClaiming(100_000, 100_000)],
    ['a GIF claiming 65535x65535 px', gif(65_535, 65_535)],
    ['a JPEG claiming 20000x20000 px', jpeg(20_000, 20_000)],
    ['a WebP claiming 16383x16383 px', webp('VP8X', 16_383, 16_383)],
  ])('%s', async (_name, bytes) => {
    const m = await registerMember(t.app);
    const answer = await upload(m.token, bytes);
    expect(answer).toMatchObject({ code: 400, msg: zhCNServer.imageDimensionsTooLarge });
    expect(await db.query('SELECT 1 FROM member_uploads')).toEqual([]);
  });

  test('a JPEG whose header ends before its size is not an image', async () => {
    const m = await registerMember(t.app);
    expect(await upload(m.token, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toMatchObject({ code: 400, msg: zhCNProfile.notAnImage });
  });

  test('a chat picture is checked the same way', async () => {
    const m = await registerMember(t.app);
    const { payload, headers } = imageMultipart(pngClaiming(100_000, 100_000));
    const answer = envelope(await t.app.inject({ method: 'POST', url: api.chatSendPicture.path, payload, headers: { ...headers, token: m.token } }), t.config);
    expect(answer).toMatchObject({ code: 400, msg: zhCNServer.imageDimensionsTooLarge });
  });
});

describe("avatars and payment codes are the member's own uploads", () => {

  test("another member's upload is refused as an avatar and as a payment code", async () => {
    const owner = await registerMember(t.app);
    const thief = await registerMember(t.app);
    await credit(db, await memberIdOf(db, thief.memberCode), 'balance', 10_000);
    const { data } = await upload(owner.token, PNG);
    expect(await updateAvatar(thief.token, data.file)).toMatchObject({ code: 400, msg: zhCNServer.avatarNotOwnUpload });
    expect(await withdraw(thief.token, data.file)).toMatchObject({ code: 1, msg: zhCNServer.paymentCodeNotOwnUpload });
    expect(await db.query('SELECT 1 FROM withdrawals')).toEqual([]);
    // The owner can still use it.
    expect((await updateAvatar(owner.token, data.file)).code).toBe(0);
  });

  test('a made-up upload name, or one never stored, is refused', async () => {
    const m = await registerMember(t.app);
    await credit(db, await memberIdOf(db, m.memberCode), 'balance', 10_000);
    const invented = '/uploads/avatars/0123456789abcdef0123456789abcdef.png';
    expect(await updateAvatar(m.token, invented)).toMatchObject({ msg: zhCNServer.avatarNotOwnUpload });
    expect(await withdraw(m.token, invented)).toMatchObject({ msg: zhCNServer.paymentCodeNotOwnUpload });
  });

  test('a payment code never becomes an avatar, an avatar never a payment code', async () => {
    const m = await registerMember(t.app);
    await credit(db, await memberIdOf(db, m.memberCode), 'balance', 10_000);
    const code = (await upload(m.token, PNG)).data.file;
    // Another picture: the same bytes again within 10 s are the same upload (repeatedCalls.test.ts).
    const avatar = (await upload(m.token, pngClaiming(2, 2))).data.file;
    expect((await withdraw(m.token, code)).code).toBe(0);
    expect((await updateAvatar(m.token, avatar)).code).toBe(0);
    expect(await updateAvatar(m.token, code)).toMatchObject({ msg: zhCNServer.avatarNotOwnUpload });
    t.clock.advance(5 * 60_000);
    expect(await withdraw(m.token, avatar)).toMatchObject({ msg: zhCNServer.paymentCodeNotOwnUpload });
  });

  test('a failed withdrawal leaves its upload unclaimed (it can still become an avatar)', async () => {
    const m = await registerMember(t.app);
    const file = (await upload(m.token, PNG)).data.file;
    expect(await withdraw(m.token, file)).toMatchObject({ msg: zhCNWithdrawal.insufficient });
    expect((await updateAvatar(m.token, file)).code).toBe(0);
  });
});

describe('what is served under /uploads/', () => {
  test('an unclaimed upload is served only in its first minutes; a payment code never after tixian; operators stream it', async () => {
    const m = await registerMember(t.app);
    await credit(db, await memberIdOf(db, m.memberCode), 'balance', 10_000);
    const left = (await upload(m.token, PNG)).data.file;
    const code = (await upload(m.token, PNG)).data.file;
    expect((await t.app.inject({ method: 'GET', url: left })).statusCode).toBe(200);
    expect((await withdraw(m.token, code)).code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: code })).statusCode).toBe(404);
    t.clock.advance(UNCLAIMED_PREVIEW_MS);
    expect((await t.app.inject({ method: 'GET', url: left })).statusCode).toBe(404);
    // The old folder of payment codes and path tricks are not served either.
    for (const url of ['/uploads/payment-codes/0123456789abcdef0123456789abcdef.png', '/uploads/avatars/..%2f..%2fpg', '/uploads/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const [withdrawal] = await db.query<{ id: number }>('SELECT id FROM withdrawals');
    const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const streamed = await t.app.inject({ method: 'GET', url: `/admin/withdrawals/${withdrawal!.id}/payment-code`, headers: auth });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('image/png');
    expect(streamed.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/admin/withdrawals/${withdrawal!.id}/payment-code` })).statusCode).toBe(401);
  });

  test('a chat picture is served from the store with its bytes and type; other names and path tricks are a 404, never a 500', async () => {
    const m = await registerMember(t.app);
    const picture = pngClaiming(320, 240);
    const { payload, headers } = imageMultipart(picture);
    const sent = envelope<{ message: string }>(await t.app.inject({ method: 'POST', url: api.chatSendPicture.path, payload, headers: { ...headers, token: m.token } }), t.config);
    expect(sent.data.message).toMatch(/\/uploads\/chat\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: sent.data.message });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(picture)).toBe(true);
    for (const url of [
      '/uploads/chat/0123456789abcdef0123456789abcdef.png',
      '/uploads/chat/..%2f..%2fpg',
      '/uploads/chat/.part-x',
      '/uploads/chat/%00.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A name past Fastify's parameter length is refused before the route (414).
    expect((await t.app.inject({ method: 'GET', url: `/uploads/chat/${'a'.repeat(5000)}.png` })).statusCode).toBe(414);
  });
});

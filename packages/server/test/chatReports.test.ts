import { api, type ChatMessage, zhCNChat, zhCNVideo } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { imageMultipart, PNG } from './imageUpload.ts';
import { memberIdOf, videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

const list = async (token: string) => envelope<ChatMessage[]>(await call(t.app, 'GET', api.chatList.path, undefined, { token }), t.config).data;

describe('customer chat', () => {
  test('text and picture messages read back in order as sent', async () => {
    const m = await registerMember(t.app);
    const sent = envelope<ChatMessage>(await call(t.app, 'POST', api.chatSend.path, { content: '  你好，充值没到账  ' }, { token: m.token }), t.config);
    expect(sent.data).toMatchObject({ sendReceive: 'send', messageType: 'text', message: '你好，充值没到账' });
    const { payload, headers } = imageMultipart(PNG, 'x.png');
    const picture = await t.app.inject({ method: 'POST', url: api.chatSendPicture.path, payload, headers: { ...headers, token: m.token } });
    expect(envelope<ChatMessage>(picture, t.config).data).toMatchObject({ messageType: 'img', message: expect.stringMatching(/\/uploads\/chat\/[0-9a-f]{32}\.png$/) });
    expect((await list(m.token)).map((msg) => msg.messageType)).toEqual(['text', 'img']);
  });

  test('a member reads only its own thread', async () => {
    const one = await registerMember(t.app);
    const other = await registerMember(t.app);
    await call(t.app, 'POST', api.chatSend.path, { content: '私人消息' }, { token: one.token });
    expect(await list(other.token)).toEqual([]);
  });

  test('empty text, a file that is not an image, or too long a text is a 400 and stores nothing', async () => {
    const m = await registerMember(t.app);
    const empty = await call(t.app, 'POST', api.chatSend.path, { content: '   ' }, { token: m.token });
    expect(empty.json().code).toBe(400);
    expect(envelope(empty, t.config).msg).toBe(zhCNChat.required);
    expect((await call(t.app, 'POST', api.chatSend.path, { content: 'x'.repeat(501) }, { token: m.token })).json().code).toBe(400);
    const { payload, headers } = imageMultipart(Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
    expect((await t.app.inject({ method: 'POST', url: api.chatSendPicture.path, payload, headers: { ...headers, token: m.token } })).json().code).toBe(400);
    expect(await list(m.token)).toEqual([]);
  });

  test('is rate-limited per member', async () => {
    const m = await registerMember(t.app);
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await call(t.app, "POST", api.chatSend.path, { content: `第${i}条` }, { token: m.token })).json().code);
    expect(answers.slice(0, 20).every((code) => code === 0)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('reporting a video', () => {
  test('files one report per member and video and answers a thank-you', async () => {
    const m = await registerMember(t.app);
    const video = await videoWithEpisodes(db);
    for (let i = 0; i < 2; i += 1) {
      const body = envelope(await call(t.app, 'POST', api.report.path, { cartoonCode: video.code, reason: '内容违规' }, { token: m.token }), t.config);
      expect(body).toMatchObject({ code: 0, msg: zhCNVideo.reported });
    }
    const rows = await db.query<{ member_id: number; reason: string; state: string }>('SELECT member_id, reason, state FROM reports');
    expect(rows).toEqual([{ member_id: await memberIdOf(db, m.memberCode), reason: '内容违规', state: 'open' }]);
  });

  test('an unknown video is a 404 and bad input a 400', async () => {
    const m = await registerMember(t.app);
    expect((await call(t.app, 'POST', api.report.path, { cartoonCode: 999999, reason: '' }, { token: m.token })).json().code).toBe(404);
    expect((await call(t.app, 'POST', api.report.path, { cartoonCode: 1 }, { token: m.token })).json().code).toBe(400);
    expect((await call(t.app, 'POST', api.report.path, { cartoonCode: 1, reason: 'r'.repeat(201) }, { token: m.token })).json().code).toBe(400);
  });
});

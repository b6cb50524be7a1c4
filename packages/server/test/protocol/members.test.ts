/**
 * The original client's member calls, body for body: registration (its MainLayout),
 * the 10-second refresh, login, password, profile, feedback and invites, with the shapes
 * its pages read.
 */
import { describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { DEVICE_COOKIE } from '../../src/members/deviceCookie.ts';
import { serverPerFile, type TestApp } from '../harness.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../../src/http/idempotent.ts';
import { PNG } from '../imageUpload.ts';
import { credit, memberIdOf } from '../money.ts';
import { decryptLikeClient, originalClient, originalClientConfig, registeredClient } from './originalClient.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server), undefined, { config: originalClientConfig() });

type MemberInfo = Record<string, unknown> & { token: string; memberCode: string; memberName: string; memberNichen: string; memberPwdTemp: string };

describe('auto-register and the member refresh', () => {
  test('layouts/MainLayout.vue registers with {deviceType: 0, uuid}: plain member data with the fields the client reads', async () => {
    const res = await originalClient(t.app).post('/renren-api/api/auto-register', { deviceType: 0, uuid: crypto.randomUUID() });
    expect(res.code).toBe(0);
    const member = res.data as MemberInfo;
    expect(typeof member.token).toBe('string');
    expect(member).toMatchObject({
      memberCode: expect.any(String),
      memberNichen: expect.any(String),
      memberSignature: expect.any(String),
      memberCion: 0,
      balance: 0,
      vipPeriod: 0,
      vipDate: expect.any(String),
      memberVip: 0,
      memberPwdTemp: expect.any(String),
      memberAvatar: expect.any(String),
    });
  });

  test('MainLayout.vue refreshes with getEntityByCode {memberCode}: plain data, balance in yuan', async () => {
    const { member, client } = await registeredClient(t.app);
    await credit(db, await memberIdOf(db, member.memberCode), 'balance', 1250);
    const res = await client.post('/app-api/member/getEntityByCode', { memberCode: member.memberCode });
    expect(res.code).toBe(0);
    // MyView.vue shows `${{ memberInfo.balance }}` under 余额（元）.
    expect(res.data).toMatchObject({ memberCode: member.memberCode, balance: 12.5, memberCion: 0 });
  });

  test('a numeric or missing memberCode still answers the token\'s member', async () => {
    const { member, client } = await registeredClient(t.app);
    for (const body of [{ memberCode: Number(member.memberCode) }, {}, { memberCode: null }]) {
      const res = await client.post('/app-api/member/getEntityByCode', body);
      expect(res.code, JSON.stringify(body)).toBe(0);
      expect((res.data as MemberInfo).memberCode).toBe(member.memberCode);
    }
  });
});

describe('login', () => {
  test('views/Login/index.vue posts app-api//login {loginName, loginPwd, type: "login"}: plain member with a token', async () => {
    const { member } = await registeredClient(t.app);
    const res = await originalClient(t.app).post('app-api//login', { loginName: member.memberName, loginPwd: member.memberPwdTemp, type: 'login' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ memberCode: member.memberCode, token: expect.any(String) });
  });

  test('a wrong password: not 0 and not 8000, and `message` is the sentence the client toasts', async () => {
    const { member } = await registeredClient(t.app);
    const res = await originalClient(t.app).post('app-api//login', { loginName: member.memberName, loginPwd: 'wrong-one', type: 'login' });
    expect(res.code).not.toBe(0);
    expect(res.code).not.toBe(8000);
    expect(res.message).toBe('账号或密码错误');
  });

  test('MyView.vue\'s identity card shows memberNichen as the account: a nickname one member holds signs in too', async () => {
    const { member } = await registeredClient(t.app);
    const res = await originalClient(t.app).post('app-api//login', { loginName: member.memberNichen, loginPwd: member.memberPwdTemp, type: 'login' });
    expect(res.code).toBe(0);
    expect((res.data as MemberInfo).memberCode).toBe(member.memberCode);
  });

  test('a nickname two members hold names nobody; an account name always wins over a nickname', async () => {
    const first = await registeredClient(t.app);
    const second = await registeredClient(t.app);
    await first.client.post('/app-api/member/updateMember', { memberAvatar: null, memberCode: first.member.memberCode, memberNichen: '同名', memberSignature: '' });
    await second.client.post('/app-api/member/updateMember', { memberAvatar: null, memberCode: second.member.memberCode, memberNichen: '同名', memberSignature: '' });
    const ambiguous = await originalClient(t.app).post('app-api//login', { loginName: '同名', loginPwd: first.member.memberPwdTemp, type: 'login' });
    expect(ambiguous.message).toBe('账号或密码错误');

    // The second member names itself after the first one's account: the account still signs the first in.
    await second.client.post('/app-api/member/updateMember', { memberAvatar: null, memberCode: second.member.memberCode, memberNichen: first.member.memberName, memberSignature: '' });
    const res = await originalClient(t.app).post('app-api//login', { loginName: first.member.memberName, loginPwd: first.member.memberPwdTemp, type: 'login' });
    expect((res.data as MemberInfo).memberCode).toBe(first.member.memberCode);
  });

  test('a login on a second device ends the first one\'s session with 8000, the code its request.js handles, and a message that says why', async () => {
    const { member, client } = await registeredClient(t.app);
    const second = await originalClient(t.app).post('app-api//login', { loginName: member.memberName, loginPwd: member.memberPwdTemp, type: 'login' });
    expect(second.code).toBe(0);
    // utils/request.js acts on code === 8000 only (drops the token, goes to /login); SYS.0015 left it on black pages.
    const first = await client.post('/app-api/member/getEntityByCode', { memberCode: member.memberCode });
    expect(first).toMatchObject({ code: 8000, msg: '账号已在其他设备登录', message: '账号已在其他设备登录' });
  });

  test('its browser keeps the device cookie of its registration (relative paths: the API\'s own origin), so a stranger\'s wrong passwords leave its login working', async () => {
    const headers = { 'security-flag': 'sec', 'content-type': 'application/json' };
    const registered = await t.app.inject({ method: 'POST', url: '/renren-api/api/auto-register', headers, payload: JSON.stringify({ deviceType: 0, uuid: crypto.randomUUID() }) });
    const member = registered.json().data as MemberInfo;
    const cookies = Object.fromEntries(registered.cookies.map((c) => [c.name, c.value]));
    expect(Object.keys(cookies)).toEqual([DEVICE_COOKIE]);
    for (let i = 0; i < 10; i += 1) {
      await originalClient(t.app).post('app-api//login', { loginName: member.memberName, loginPwd: `guess-${i}`, type: 'login' });
    }
    // Its token gone (a login elsewhere, an expiry), views/Login/index.vue signs in as it always does.
    const res = await t.app.inject({ method: 'POST', url: '/app-api//login', headers, cookies, payload: JSON.stringify({ loginName: member.memberName, loginPwd: member.memberPwdTemp, type: 'login' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { memberCode: member.memberCode } });
  });

  test('an unknown account says the same', async () => {
    const res = await originalClient(t.app).post('app-api//login', { loginName: 'nobody', loginPwd: 'whatever', type: 'login' });
    expect(res.message).toBe('账号或密码错误');
  });
});

describe('changePwd', () => {
  test('views/Info/setpaw.vue sends its whole stored member as memberCode and decrypts data before going to /login', async () => {
    const { member, client } = await registeredClient(t.app);
    const res = await client.post('/app-api/member/MemberInfo/changePwd', { memberCode: member, oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' });
    expect(res.code).toBe(0);
    expect(decryptLikeClient(res.data)).toBeNull();
    // It keeps its token: the session that made the change goes on (ending it too bounced the
    // client from /login back to /login on its next call).
    expect((await client.post('/app-api/member/getEntityByCode', { memberCode: member.memberCode })).code).toBe(0);
    const relogin = await originalClient(t.app).post('app-api//login', { loginName: member.memberName, loginPwd: 'new-pass1', type: 'login' });
    expect(relogin.code).toBe(0);
  });

  test.each([
    ['a string', (code: string) => code],
    ['a number', (code: string) => Number(code)],
    ['null', () => null],
    ['an array', (code: string) => [code]],
  ])('memberCode as %s is never a failure: the token names the member', async (_kind, memberCodeOf) => {
    const { member, client } = await registeredClient(t.app);
    const res = await client.post('/app-api/member/MemberInfo/changePwd', { memberCode: memberCodeOf(member.memberCode), oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' });
    expect(res.code).toBe(0);
    expect(decryptLikeClient(res.data)).toBeNull();
  });

  test('memberCode missing works too; a wrong old password carries a message', async () => {
    const { member, client } = await registeredClient(t.app);
    const wrong = await client.post('/app-api/member/MemberInfo/changePwd', { memberCode: member, oldPwd: 'not-it', newPwd: 'new-pass1' });
    expect(wrong).toMatchObject({ code: 1, message: '旧密码错误' });
    const res = await client.post('/app-api/member/MemberInfo/changePwd', { oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' });
    expect(res.code).toBe(0);
  });
});

describe('profile and feedback', () => {
  test('views/Info/setinfo.vue uploads the avatar as multipart `file` and reads data.file in plain', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.upload('/app-api/member/updateimg', PNG, 'avatar.png', 'image/png');
    expect(res.code).toBe(0);
    expect((res.data as { file: string }).file).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
  });

  test('updateMember with the stored member\'s fields, memberAvatar null: the avatar is kept, the rest saved', async () => {
    const { member, client } = await registeredClient(t.app);
    const upload = await client.upload('/app-api/member/updateimg', PNG, 'avatar.png', 'image/png');
    const file = (upload.data as { file: string }).file;
    const first = await client.post('/app-api/member/updateMember', { memberAvatar: file, memberCode: member.memberCode, memberNichen: '夜猫子', memberSignature: '晚安' });
    expect(first.code).toBe(0);

    for (const memberAvatar of [null, '']) {
      const res = await client.post('/app-api/member/updateMember', { memberAvatar, memberCode: member.memberCode, memberNichen: '夜行者', memberSignature: '你好' });
      expect(res.code, String(memberAvatar)).toBe(0);
    }
    // setinfo.vue then refreshes with getEntityByCode and stores what it answers.
    const fresh = await client.post('/app-api/member/getEntityByCode', { memberCode: member.memberCode });
    expect(fresh.data).toMatchObject({ memberAvatar: file, memberNichen: '夜行者', memberSignature: '你好' });
  });

  test('another member\'s code in updateMember changes only the caller', async () => {
    const { client } = await registeredClient(t.app);
    const other = await registeredClient(t.app);
    const res = await client.post('/app-api/member/updateMember', { memberAvatar: null, memberCode: other.member.memberCode, memberNichen: '改名', memberSignature: '' });
    expect(res.code).toBe(0);
    const theirs = await other.client.post('/app-api/member/getEntityByCode', { memberCode: other.member.memberCode });
    expect((theirs.data as MemberInfo).memberNichen).toBe(other.member.memberNichen);
  });

  test('an empty nickname is refused with a sentence', async () => {
    const { member, client } = await registeredClient(t.app);
    const res = await client.post('/app-api/member/updateMember', { memberAvatar: null, memberCode: member.memberCode, memberNichen: '', memberSignature: '' });
    expect(res.code).toBe(400);
    expect(res.message).toBe('昵称不能为空，请输入1-20个字');
  });

  test('views/Feedback/index.vue posts saveEntity {comment_content}', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.post('/app-api/member/saveEntity', { comment_content: '片源很好' });
    expect(res.code).toBe(0);
  });
});

describe('invites', () => {
  test('views/HomeView.vue may bind before auto-register has answered: no token is a plain refusal, never 8000', async () => {
    const { member } = await registeredClient(t.app);
    const res = await originalClient(t.app).post('/renren-api/api/member/bindInviteCode', { parentId: member.memberCode });
    expect(res.code).not.toBe(0);
    expect(res.code).not.toBe(8000);
    expect(res.message).toBe('请先完成注册再绑定邀请码');
  });

  test('views/VideoInfo/index.vue binds the `share` code after registering; a numeric parentId works', async () => {
    const inviter = await registeredClient(t.app);
    const friend = await registeredClient(t.app);
    const res = await friend.client.post('/renren-api/api/member/bindInviteCode', { parentId: Number(inviter.member.memberCode) });
    expect(res.code).toBe(0);
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    const again = await friend.client.post('/renren-api/api/member/bindInviteCode', { parentId: inviter.member.memberCode });
    expect(again).toMatchObject({ code: 1, message: '已经绑定过邀请码' });
  });

  test('views/Codelist/index.vue reads data.list, 10 a page, with memberNichen and createTime', async () => {
    const inviter = await registeredClient(t.app);
    const friends: string[] = [];
    for (let n = 0; n < 11; n += 1) {
      const friend = await registeredClient(t.app);
      friends.push(friend.member.memberCode);
      expect((await friend.client.post('/renren-api/api/member/bindInviteCode', { parentId: inviter.member.memberCode })).code).toBe(0);
    }
    const first = await inviter.client.post('/renren-api/api/member/listInvitePaging', { currentPage: 1, parentId: inviter.member.memberCode });
    expect(first.code).toBe(0);
    const list = (first.data as { list: Record<string, unknown>[] }).list;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ id: expect.any(Number), memberNichen: expect.any(String), memberAvatar: expect.any(String), createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    // Fewer than 10 tells the client there is no more.
    const second = await inviter.client.post('/renren-api/api/member/listInvitePaging', { currentPage: 2, parentId: Number(inviter.member.memberCode) });
    expect((second.data as { list: unknown[] }).list).toHaveLength(1);
  });
});

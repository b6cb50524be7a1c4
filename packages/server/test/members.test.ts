import { api, type Member, type Page, type InviteRecord } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../src/http/idempotent.ts';
import { imageMultipart, PNG } from './imageUpload.ts';
import { balancesOf, credit, memberIdOf } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server), () => t.clock.reset());

describe('registration and sessions', () => {
  test('auto-register creates a member with a token and a generated password of 6-12 characters', async () => {
    const member = await registerMember(t.app);
    expect(member.memberCode).toMatch(/^\d{8}$/);
    expect(member.memberName).toBe(`yq${member.memberCode}`);
    expect(member.memberPwdTemp.length).toBeGreaterThanOrEqual(6);
    expect(member.memberPwdTemp.length).toBeLessThanOrEqual(12);
    expect(member.memberCion).toBe(0);
    expect(member.vipPeriod).toBe(0);
    expect(member.vipDate).toBe('');
  });

  test('the same device registers once and gets its member back', async () => {
    const payload = { deviceType: 0, uuid: '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2' };
    const first = envelope<Member>(await call(t.app, 'POST', api.autoRegister.path, payload), t.config);
    const second = envelope<Member>(await call(t.app, 'POST', api.autoRegister.path, payload), t.config);
    expect(second.data.memberCode).toBe(first.data.memberCode);
    expect(second.data.token).not.toBe(first.data.token);
  });

  test.each([['00000000'], ['00000000-0000-0000-0000-000000000000'], ['11111111-1111-4111-8111-111111111111'], ['device-abcdef-123']])(
    'a uuid without real entropy (%s) is a 400 that says so, and signs nobody in',
    async (uuid) => {
      const response = await call(t.app, 'POST', api.autoRegister.path, { deviceType: 0, uuid });
      expect(response.json()).toMatchObject({ code: 400, msg: '设备标识无效', data: null });
      expect(await db.query('SELECT id FROM members')).toHaveLength(0);
    },
  );

  test('once the member has set its own password, its device uuid signs in no more: the refusal sends it to login', async () => {
    const uuid = crypto.randomUUID();
    const member = envelope<Member>(await call(t.app, 'POST', api.autoRegister.path, { deviceType: 0, uuid }), t.config).data;
    const changed = await call(t.app, 'POST', api.changePassword.path, { oldPwd: member.memberPwdTemp, newPwd: 'mine-2026' }, { token: member.token! });
    expect(changed.json()).toMatchObject({ code: 0 });
    for (const sent of [uuid, uuid.toUpperCase()]) {
      const again = await call(t.app, 'POST', api.autoRegister.path, { deviceType: 0, uuid: sent });
      expect(again.json()).toMatchObject({ code: 1, msg: '该账号已设置密码，请用账号和密码登录', data: null });
    }
    expect(await db.query('SELECT id FROM members')).toHaveLength(1);
    // No token was issued after the change: the one that made it is the only one left.
    expect(await db.query('SELECT 1 FROM member_tokens WHERE expires_at > $1', [t.clock.now()])).toHaveLength(1);
    const login = await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: 'mine-2026' });
    expect(login.json()).toMatchObject({ code: 0 });
  });

  test('the token is stored hashed, never as itself', async () => {
    const member = await registerMember(t.app);
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM member_tokens');
    expect(rows.map((r) => r.token_hash)).not.toContain(member.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a call that needs a member answers 8000 without a token and when it expired', async () => {
    const none = await call(t.app, 'POST', api.memberByCode.path, { memberCode: 'x' });
    expect(none.json().code).toBe(8000);
    expect(none.json()).toMatchObject({ code: 8000 });
    const member = await registerMember(t.app);
    t.clock.advance((t.config.tokenTtlSeconds + 1) * 1000);
    const expired = await call(t.app, 'POST', api.memberByCode.path, { memberCode: member.memberCode }, { token: member.token });
    expect(expired.json()).toMatchObject({ code: 8000 });
  });

  test('login by account and generated password, through the spec\'s double slash; the old token answers 8000 saying why', async () => {
    const member = await registerMember(t.app);
    // The old token was just in use (its lookup is remembered): the login still ends it at once.
    const before = await call(t.app, 'POST', api.memberByCode.path, { memberCode: member.memberCode }, { token: member.token });
    expect(before.json()).toMatchObject({ code: 0 });
    const response = await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: member.memberPwdTemp });
    expect(api.login.path).toContain('//');
    const logged = envelope<Member>(response, t.config);
    expect(logged.code).toBe(0);
    expect(logged.data.memberCode).toBe(member.memberCode);
    const old = await call(t.app, 'POST', api.memberByCode.path, { memberCode: member.memberCode }, { token: member.token });
    expect(old.json()).toMatchObject({ code: 8000, msg: '账号已在其他设备登录', message: '账号已在其他设备登录' });
    const fresh = await call(t.app, 'POST', api.memberByCode.path, { memberCode: member.memberCode }, { token: logged.data.token! });
    expect(fresh.json()).toMatchObject({ code: 0 });
  });

  test('a device member\'s generated password is kept readable and never hashed (a hash beside it protects nothing and costs scrypt); it signs in, a near miss does not', async () => {
    const member = await registerMember(t.app);
    expect(await db.query('SELECT password_hash, password_temp FROM members WHERE member_code = $1', [member.memberCode])).toEqual([
      { password_hash: '', password_temp: member.memberPwdTemp },
    ]);
    const nearMiss = await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: `${member.memberPwdTemp}x` });
    expect(nearMiss.json()).toMatchObject({ code: 1, msg: '账号或密码错误' });
    const right = await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: member.memberPwdTemp });
    expect(right.json()).toMatchObject({ code: 0 });
  });

  test('a wrong password is refused with a message and issues no token', async () => {
    const member = await registerMember(t.app);
    const response = await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: 'wrong-one' });
    expect(response.json()).toMatchObject({ code: 1, msg: '账号或密码错误' });
  });

  test('cash is whole fen inside and yuan on the wire', async () => {
    const member = await registerMember(t.app);
    await credit(db, await memberIdOf(db, member.memberCode), 'balance', 12_345);
    const me = envelope<Member>(await call(t.app, 'POST', api.memberByCode.path, { memberCode: '' }, { token: member.token }), t.config);
    expect(me.data.balance).toBe(123.45);
    expect(await balancesOf(db, await memberIdOf(db, member.memberCode))).toMatchObject({ balance_fen: 12_345 });
  });

  test('getEntityByCode answers the token\'s member whatever code the body names', async () => {
    const me = await registerMember(t.app);
    const other = await registerMember(t.app);
    const response = envelope<Member>(
      await call(t.app, 'POST', api.memberByCode.path, { memberCode: other.memberCode }, { token: me.token }),
      t.config,
    );
    expect(response.data.memberCode).toBe(me.memberCode);
    expect(response.data.token).toBeUndefined();
  });
});

describe('bad input', () => {
  test.each([
    ['missing uuid', { deviceType: 0 }],
    ['wrong type', { deviceType: 0, uuid: { id: 12345678 } }],
    ['too short', { deviceType: 0, uuid: 'abc' }],
    ['odd characters', { deviceType: 0, uuid: 'abc\u0000defgh' }],
    ['huge', { deviceType: 0, uuid: 'a'.repeat(10_000) }],
    ['wrong device type', { deviceType: 7, uuid: '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2' }],
  ])('auto-register with %s is a 400 with a message, and creates nobody', async (_name, body) => {
    const response = await call(t.app, 'POST', api.autoRegister.path, body);
    expect(response.json().code).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: expect.stringContaining('请求参数错误') });
    expect(await db.query('SELECT id FROM members')).toHaveLength(0);
  });

  test('a body that is not JSON is a 400, an unknown path a 404', async () => {
    const broken = await t.app.inject({ method: 'POST', url: api.login.path, payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(broken.json().code).toBe(400);
    const unknown = await call(t.app, 'POST', '/app-api/nothing-here', {});
    expect(unknown.json().code).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
  });
});

describe('password and profile', () => {
  test('changePwd checks the old password and the 6-12 length, then ends every other session and keeps its own', async () => {
    const uuid = crypto.randomUUID();
    const register = async () => envelope<Member & { token: string }>(await call(t.app, 'POST', api.autoRegister.path, { deviceType: 0, uuid }), t.config).data;
    // The device signed in twice with its generated password: two live sessions.
    const [member, other] = [await register(), await register()];
    const base = { memberCode: member.memberCode, oldPwd: member.memberPwdTemp };
    const short = await call(t.app, 'POST', api.changePassword.path, { ...base, newPwd: '12345' }, { token: member.token });
    expect(short.json()).toMatchObject({ code: 400, msg: '新密码长度必须为6-12位' });
    const long = await call(t.app, 'POST', api.changePassword.path, { ...base, newPwd: '1234567890123' }, { token: member.token });
    expect(long.json().code).toBe(400);
    const wrongOld = await call(t.app, 'POST', api.changePassword.path, { ...base, oldPwd: 'nope-nope', newPwd: '123456' }, { token: member.token });
    expect(wrongOld.json()).toMatchObject({ code: 1, msg: '旧密码错误' });

    const ok = await call(t.app, 'POST', api.changePassword.path, { ...base, newPwd: 'new-pass1' }, { token: member.token });
    expect(ok.json()).toMatchObject({ code: 0 });
    const after = await call(t.app, 'POST', api.memberByCode.path, { memberCode: member.memberCode }, { token: member.token });
    expect(after.json()).toMatchObject({ code: 0, data: { memberCode: member.memberCode } });
    const ended = await call(t.app, 'POST', api.memberByCode.path, { memberCode: member.memberCode }, { token: other.token });
    expect(ended.json()).toMatchObject({ code: 8000, msg: '登录已过期，请重新登录' });
    const relogin = envelope<Member>(await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: 'new-pass1' }), t.config);
    expect(relogin.code).toBe(0);
    expect(relogin.data.memberPwdTemp).toBe('');
  });

  test('an avatar is accepted by its bytes, stored, served, and then usable in updateMember', async () => {
    const member = await registerMember(t.app);
    const upload = await t.app.inject({ method: 'POST', url: api.uploadAvatar.path, ...imageMultipart(PNG), headers: { ...imageMultipart(PNG).headers, token: member.token } });
    const file = envelope<{ file: string }>(upload, t.config).data.file;
    expect(file).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: file });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));

    const updated = envelope<Member>(
      await call(
        t.app,
        'POST',
        api.updateMember.path,
        { memberAvatar: file, memberCode: '00000000', memberNichen: ' 夜猫子 ', memberSignature: '晚安' },
        { token: member.token },
      ),
      t.config,
    );
    expect(updated.data).toMatchObject({ memberAvatar: file, memberNichen: '夜猫子', memberSignature: '晚安', memberCode: member.memberCode });
  });

  test('an upload that is not an image, or too large, is refused', async () => {
    const member = await registerMember(t.app);
    const text = imageMultipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'x.png');
    const notImage = await t.app.inject({ method: 'POST', url: api.uploadAvatar.path, payload: text.payload, headers: { ...text.headers, token: member.token } });
    expect(notImage.json().code).toBe(400);
    const big = imageMultipart(Buffer.concat([PNG, Buffer.alloc(t.config.imageMaxBytes)]));
    const tooLarge = await t.app.inject({ method: 'POST', url: api.uploadAvatar.path, payload: big.payload, headers: { ...big.headers, token: member.token } });
    expect(tooLarge.json().code).toBe(413);
  });

  test('updateMember refuses an avatar URL the server did not issue', async () => {
    const member = await registerMember(t.app);
    const response = await call(
      t.app,
      'POST',
      api.updateMember.path,
      { memberAvatar: 'https://tracker.example/pixel.png', memberCode: member.memberCode, memberNichen: 'x', memberSignature: '' },
      { token: member.token },
    );
    expect(response.json().code).toBe(400);
  });

  test('updateMember keeps the avatar when it comes empty, and fields that do not come at all', async () => {
    const member = await registerMember(t.app);
    const upload = await t.app.inject({ method: 'POST', url: api.uploadAvatar.path, ...imageMultipart(PNG), headers: { ...imageMultipart(PNG).headers, token: member.token } });
    const file = envelope<{ file: string }>(upload, t.config).data.file;
    await call(t.app, 'POST', api.updateMember.path, { memberAvatar: file, memberCode: member.memberCode, memberNichen: '甲', memberSignature: '乙' }, { token: member.token });
    const empty = envelope<Member>(
      await call(t.app, 'POST', api.updateMember.path, { memberAvatar: '', memberCode: member.memberCode, memberNichen: '丙', memberSignature: '' }, { token: member.token }),
      t.config,
    );
    expect(empty.data).toMatchObject({ memberAvatar: file, memberNichen: '丙', memberSignature: '' });
    const partial = envelope<Member>(await call(t.app, 'POST', api.updateMember.path, { memberSignature: '丁' }, { token: member.token }), t.config);
    expect(partial.data).toMatchObject({ memberAvatar: file, memberNichen: '丙', memberSignature: '丁' });
  });

  test('feedback is stored; an empty one is refused', async () => {
    const member = await registerMember(t.app);
    const empty = await call(t.app, 'POST', api.feedback.path, { comment_content: '   ' }, { token: member.token });
    expect(empty.json()).toMatchObject({ code: 400, msg: '请填写留言内容' });
    const ok = await call(t.app, 'POST', api.feedback.path, { comment_content: '片源很好' }, { token: member.token });
    expect(ok.json()).toMatchObject({ code: 0 });
    expect(await db.query('SELECT content FROM feedback')).toEqual([{ content: '片源很好' }]);
  });

  test('a double tap on 提交 (two identical feedbacks at once) saves one and answers both as success', async () => {
    const member = await registerMember(t.app);
    const body = { comment_content: '播放很流畅' };
    const answers = await Promise.all([1, 2].map(() => call(t.app, 'POST', api.feedback.path, body, { token: member.token })));
    for (const answer of answers) expect(answer.json()).toMatchObject({ code: 0 });
    expect(await db.query('SELECT content FROM feedback WHERE content = $1', [body.comment_content])).toHaveLength(1);
  });

  test('an empty nickname is refused with what to do, not 请求参数错误; a long one with the length', async () => {
    const member = await registerMember(t.app);
    const empty = await call(t.app, 'POST', api.updateMember.path, { memberAvatar: '', memberCode: member.memberCode, memberNichen: '  ', memberSignature: '' }, { token: member.token });
    expect(empty.json()).toMatchObject({ code: 400, msg: '昵称不能为空，请输入1-20个字' });
    const long = await call(t.app, 'POST', api.updateMember.path, { memberNichen: '夜'.repeat(21) }, { token: member.token });
    expect(long.json()).toMatchObject({ code: 400, msg: '昵称须为1-20个字' });
  });
});

describe('invites', () => {
  async function vipDays(memberCode: string): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vip_grants g JOIN members m ON m.id = g.member_id WHERE m.member_code = $1', [memberCode]);
    return rows[0]!.n;
  }

  test('binding gives the inviter 1 VIP day once, and lists the friend on the inviter\'s page', async () => {
    const inviter = await registerMember(t.app, { address: '10.0.0.1' });
    const friend = await registerMember(t.app, { address: '10.0.0.2' });
    const bind = await t.app.inject({ method: 'POST', url: api.bindInviteCode.path, payload: { parentId: inviter.memberCode }, headers: { token: friend.token }, remoteAddress: '10.0.0.2' });
    expect(bind.json()).toMatchObject({ code: 0 });
    expect(await vipDays(inviter.memberCode)).toBe(1);
    // Past the repeat window (within it the same bind answers as the first did, repeatedCalls.test.ts).
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    const again = await call(t.app, 'POST', api.bindInviteCode.path, { parentId: inviter.memberCode }, { token: friend.token });
    expect(again.json()).toMatchObject({ code: 1, msg: '已经绑定过邀请码' });

    const me = envelope<Member>(await call(t.app, 'POST', api.memberByCode.path, { memberCode: '' }, { token: inviter.token }), t.config);
    expect(me.data.vipPeriod).toBe(5);
    expect(me.data.vipDate).toBe('2026-06-02 12:00:00');

    const list = envelope<Page<InviteRecord>>(
      await call(t.app, 'POST', api.invitedList.path, { currentPage: 1, parentId: friend.memberCode }, { token: inviter.token }),
      t.config,
    );
    expect(list.data.list.map((r) => r.memberNichen)).toEqual([friend.memberNichen]);
    const friendsList = envelope<Page<InviteRecord>>(
      await call(t.app, 'POST', api.invitedList.path, { currentPage: 1, parentId: inviter.memberCode }, { token: friend.token }),
      t.config,
    );
    expect(friendsList.data.list).toEqual([]);
  });

  test('a friend registered from the inviter\'s own network earns nothing, and the list says why', async () => {
    const inviter = await registerMember(t.app, { address: '10.0.7.1' });
    await registerMember(t.app, { address: '10.0.7.1', inviteCode: inviter.memberCode });
    expect(await vipDays(inviter.memberCode)).toBe(0);
    const listed = envelope<Page<InviteRecord>>(
      await call(t.app, 'POST', api.invitedList.path, { currentPage: 1, parentId: inviter.memberCode }, { token: inviter.token }),
      t.config,
    ).data.list;
    expect(listed).toMatchObject([{ rewardDays: 0, noRewardReason: 'sameNetwork' }]);
  });

  test('binding without a token is a refusal with a sentence, not 8000 (the client would drop its session)', async () => {
    const inviter = await registerMember(t.app);
    const response = await call(t.app, 'POST', api.bindInviteCode.path, { parentId: inviter.memberCode });
    expect(response.json()).toMatchObject({ code: 1, msg: '请先完成注册再绑定邀请码' });
    expect(await db.query('SELECT id FROM invites')).toEqual([]);
  });

  test('never oneself, never an old member, and one rewarded invite per network address a day', async () => {
    const inviter = await registerMember(t.app, { address: '10.0.0.1' });
    const self = await call(t.app, 'POST', api.bindInviteCode.path, { parentId: inviter.memberCode }, { token: inviter.token });
    expect(self.json()).toMatchObject({ msg: '不能绑定自己的邀请码' });

    const a = await registerMember(t.app, { address: '10.0.0.9', inviteCode: inviter.memberCode });
    const b = await registerMember(t.app, { address: '10.0.0.9', inviteCode: inviter.memberCode });
    expect(a.memberCode).not.toBe(b.memberCode);
    expect(await vipDays(inviter.memberCode)).toBe(1);
    const rows = await db.query<{ rewarded: boolean }>('SELECT rewarded FROM invites ORDER BY id');
    expect(rows).toEqual([{ rewarded: true }, { rewarded: false }]);
    // The inviter's list shows what each invite really earned, and why nothing (newest first).
    const listed = envelope<Page<InviteRecord>>(
      await call(t.app, 'POST', api.invitedList.path, { currentPage: 1, parentId: inviter.memberCode }, { token: inviter.token }),
      t.config,
    ).data.list;
    expect(listed.map(({ memberNichen, rewardDays, noRewardReason }) => ({ memberNichen, rewardDays, noRewardReason }))).toEqual([
      { memberNichen: b.memberNichen, rewardDays: 0, noRewardReason: 'addressDailyLimit' },
      { memberNichen: a.memberNichen, rewardDays: 1, noRewardReason: '' },
    ]);

    const late = await registerMember(t.app, { address: '10.0.0.3' });
    t.clock.advance(25 * 3600 * 1000);
    const old = await call(t.app, 'POST', api.bindInviteCode.path, { parentId: inviter.memberCode }, { token: late.token });
    expect(old.json()).toMatchObject({ msg: '仅新注册用户可以绑定邀请码' });
  });
});

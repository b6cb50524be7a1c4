import { api, normalizePath, STORAGE_KEYS, zhCN, zhCNFeedback, zhCNLogin, zhCNPassword, zhCNProfile, zhCNWithdraw } from '@nocturne/core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { paths } from '../routes/paths.ts';
import { aMember } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { feedbackState, requestWithdrawal, saveProfile, sendFeedback, submitLogin, submitPasswordChange } from './account.ts';
import { memberState, syncMemberFromStorage } from './member.ts';
import { registerNavigate } from './navigation.ts';
import { installRuntime } from './runtime.ts';
import { visibleToasts } from './toasts.ts';

let fake: ReturnType<typeof fakeRuntime>;
const navigate = vi.fn();

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  registerNavigate(navigate);
  navigate.mockReset();
  fake.runtime.stores.session.save(aMember(), 't-1');
  syncMemberFromStorage();
});

describe('login', () => {
  test('account and password are required, in that order, before anything is sent', async () => {
    expect(await submitLogin(' ', 'x')).toBe(zhCNLogin.accountRequired);
    expect(await submitLogin('user', '')).toBe(zhCNLogin.passwordRequired);
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  test('success stores the member and token, toasts 登录成功 and goes home', async () => {
    fake.server.on(api.login, ok(aMember({ memberCode: 'M2', token: 't-2' })));
    expect(await submitLogin('user2', 'secret1')).toBeNull();
    // The original client's login body, `type` included.
    expect(fake.server.received.get(normalizePath(api.login.path))).toEqual([{ loginName: 'user2', loginPwd: 'secret1', type: 'login' }]);
    expect(fake.runtime.stores.session.token()).toBe('t-2');
    expect(memberState.member?.memberCode).toBe('M2');
    expect(visibleToasts()).toContain(zhCNLogin.succeeded);
    expect(navigate).toHaveBeenCalledWith(paths.home, undefined);
  });

  test('a refusal shows the server message; a network failure says 网络错误', async () => {
    fake.server.on(api.login, { code: 400, msg: '账号或密码错误', data: null });
    expect(await submitLogin('user', 'bad')).toBe('账号或密码错误');
    fake.fetch.mockRejectedValueOnce(new TypeError('offline'));
    expect(await submitLogin('user', 'bad')).toBe(zhCN.common.networkError);
  });
});

describe('change password', () => {
  test('the spec checks come first; success ends the session and goes to /login', async () => {
    expect(await submitPasswordChange('old', '12345', '12345')).toBe(zhCNPassword.newLength);
    expect(await submitPasswordChange('old', '123456', '1234567')).toBe(zhCNPassword.mismatch);
    fake.server.on(api.changePassword, ok(null));
    expect(await submitPasswordChange('old', '123456', '123456')).toBeNull();
    expect(fake.server.received.get(api.changePassword.path)).toEqual([{ memberCode: 'M1001', oldPwd: 'old', newPwd: '123456' }]);
    expect(fake.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  });
});

describe('feedback and withdrawal', () => {
  test('an empty message is not sent', async () => {
    expect(await sendFeedback('   ')).toBe(zhCNFeedback.required);
    fake.server.on(api.feedback, ok(null));
    expect(await sendFeedback('很好用')).toBeNull();
    expect(visibleToasts()).toContain(zhCNFeedback.thanks);
  });

  test('a double tap on 提交 sends the feedback once, and both taps get its success', async () => {
    fake.server.on(api.feedback, ok(null));
    const answers = await Promise.all([sendFeedback('播放很流畅'), sendFeedback('播放很流畅')]);
    expect(answers).toEqual([null, null]);
    expect(fake.server.received.get(api.feedback.path)).toHaveLength(1);
    expect(feedbackState.sending).toBe(false);
  });

  test('a negative or over-precise withdrawal amount is refused with what is wrong, and nothing is sent', async () => {
    expect(await requestWithdrawal({ amount: '-20', imageUrl: '/uploads/a.png', channel: 'wx' })).toBe(zhCNWithdraw.amountNegative);
    expect(await requestWithdrawal({ amount: '12.345', imageUrl: '/uploads/a.png', channel: 'wx' })).toBe(zhCNWithdraw.amountDecimals);
    expect(fake.server.received.get(api.withdraw.path)).toBeUndefined();
  });

  test('withdrawal asks for the amount, then the payment code; the server message shows on refusal', async () => {
    expect(await requestWithdrawal({ amount: '0', imageUrl: '', channel: 'wx' })).toBe(zhCNWithdraw.amountRequired);
    expect(await requestWithdrawal({ amount: '10', imageUrl: '', channel: 'wx' })).toBe(zhCNWithdraw.codeRequired);
    fake.server.on(api.withdraw, { code: 400, msg: '可提现余额不足', data: null });
    expect(await requestWithdrawal({ amount: '10', imageUrl: '/uploads/a.png', channel: 'zfb' })).toBe('可提现余额不足');
    expect(fake.server.received.get(api.withdraw.path)).toEqual([{ imgurl: '/uploads/a.png', index: 'zfb', money: 10 }]);
  });
});

describe('profile', () => {
  test('an empty nickname is refused here with what to do, and nothing is sent', async () => {
    expect(await saveProfile({ memberAvatar: '', memberNichen: '  ', memberSignature: '' })).toBe(zhCNProfile.nicknameRequired);
    expect(fake.server.received.get(api.updateMember.path)).toBeUndefined();
  });

  test('a nickname is sent trimmed; a double tap on 保存 saves once', async () => {
    fake.server.on(api.updateMember, ok(aMember({ memberNichen: '夜猫子' })));
    fake.server.on(api.memberByCode, ok(aMember({ memberNichen: '夜猫子' })));
    await Promise.all([1, 2].map(() => saveProfile({ memberAvatar: '', memberNichen: ' 夜猫子 ', memberSignature: '' })));
    expect(fake.server.received.get(api.updateMember.path)).toEqual([{ memberAvatar: '', memberNichen: '夜猫子', memberSignature: '', memberCode: 'M1001' }]);
  });
});

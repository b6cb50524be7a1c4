import { api, isDeviceUuid, STORAGE_KEYS, zhCN, zhCNServer } from '@nocturne/core';
import { emptyToastQueue } from '@nocturne/ui';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { paths } from '../routes/paths.ts';
import { aMember } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import {
  handleSessionError,
  launchMember,
  MEMBER_REFRESH_MS,
  memberState,
  SESSION_REDIRECT_MS,
  startMemberRefresh,
} from './member.ts';
import { registerNavigate } from './navigation.ts';
import { browserRuntime, installRuntime } from './runtime.ts';
import { toastState, visibleToasts } from './toasts.ts';

let fake: ReturnType<typeof fakeRuntime>;
const navigate = vi.fn();

beforeEach(() => {
  fake = fakeRuntime({ onSessionError: handleSessionError });
  installRuntime(fake.runtime);
  registerNavigate(navigate);
  navigate.mockReset();
  toastState.queue = emptyToastQueue;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('launch', () => {
  test('with no stored member the device registers itself and the member and token are stored', async () => {
    fake.server.on(api.autoRegister, ok(aMember({ token: 't-1' })));
    await launchMember();
    expect(fake.server.received.get(api.autoRegister.path)).toEqual([{ deviceType: 0, uuid: '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2' }]);
    expect(fake.runtime.stores.session.token()).toBe('t-1');
    expect(memberState.member?.memberCode).toBe('M1001');
    expect(memberState.signedIn).toBe(true);
  });

  test('a new member registers, then binds the inviter code of the link it came from', async () => {
    fake.server.on(api.autoRegister, ok(aMember({ token: 't-1' })));
    fake.server.on(api.bindInviteCode, ok(null));
    await launchMember('M0007');
    expect(fake.server.received.get(api.autoRegister.path)).toEqual([{ deviceType: 0, uuid: '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2' }]);
    expect(fake.server.received.get(api.bindInviteCode.path)).toEqual([{ parentId: 'M0007' }]);
  });

  test('the browser\'s device uuid is a fresh random uuid v4, as the server requires', () => {
    const { newDeviceId } = browserRuntime(() => undefined);
    const [first, second] = [newDeviceId(), newDeviceId()];
    expect(isDeviceUuid(first)).toBe(true);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  test('a device whose member set its own password is refused: the message shows and the member goes to /login', async () => {
    fake.server.on(api.autoRegister, { code: 1, msg: zhCNServer.deviceNeedsLogin, data: null });
    await launchMember();
    expect(memberState.signedIn).toBe(false);
    expect(fake.runtime.stores.session.token()).toBeNull();
    expect(visibleToasts()).toContain(zhCNServer.deviceNeedsLogin);
    expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  });

  test('a refused invite code leaves the new member signed in', async () => {
    fake.server.on(api.autoRegister, ok(aMember({ token: 't-1' })));
    fake.server.on(api.bindInviteCode, { code: 1, msg: '邀请码不存在', data: null });
    await launchMember('M0007');
    expect(memberState.signedIn).toBe(true);
  });

  test('a stored member is reused and refreshed, not registered again; an inviter is bound', async () => {
    fake.runtime.stores.session.save(aMember(), 't-1');
    fake.server.on(api.memberByCode, ok(aMember({ memberCion: 12 })));
    fake.server.on(api.bindInviteCode, ok(null));
    await launchMember('M0007');
    expect(fake.server.received.has(api.autoRegister.path)).toBe(false);
    expect(fake.server.received.get('/renren-api/api/member/bindInviteCode')).toEqual([{ parentId: 'M0007' }]);
    expect(memberState.member?.memberCion).toBe(12);
    expect(fake.runtime.stores.session.token()).toBe('t-1');
  });

  test('the member is refreshed every 10 000 ms while the page is visible, not while hidden', async () => {
    vi.useFakeTimers();
    fake.runtime.stores.session.save(aMember(), 't-1');
    fake.server.on(api.memberByCode, ok(aMember({ memberCion: 5 })));
    await launchMember();
    fake.server.received.clear();
    let visible = true;
    const stop = startMemberRefresh(() => visible);
    await vi.advanceTimersByTimeAsync(MEMBER_REFRESH_MS - 1);
    expect(fake.server.received.get(api.memberByCode.path) ?? []).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.server.received.get(api.memberByCode.path)).toHaveLength(1);
    visible = false;
    await vi.advanceTimersByTimeAsync(MEMBER_REFRESH_MS * 3);
    expect(fake.server.received.get(api.memberByCode.path)).toHaveLength(1);
    stop();
  });
});

describe('session errors on any call', () => {
  test('code 8000 removes the token, says the login expired and goes to /login after 3 s', async () => {
    vi.useFakeTimers();
    fake.runtime.stores.session.save(aMember(), 't-1');
    fake.server.on(api.memberByCode, { code: 8000, data: null });
    await launchMember().catch(() => undefined);
    expect(fake.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(fake.local.getItem(STORAGE_KEYS.memberInfo)).not.toBeNull();
    expect(visibleToasts()).toContain(zhCN.session.expired);
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  });

  test('SYS.0015 removes token and member and says the account signed in elsewhere', async () => {
    vi.useFakeTimers();
    fake.runtime.stores.session.save(aMember(), 't-1');
    fake.server.on(api.memberByCode, { code: 'SYS.0015', msg: 'elsewhere', data: null });
    await launchMember().catch(() => undefined);
    expect(fake.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(fake.local.getItem(STORAGE_KEYS.memberInfo)).toBeNull();
    expect(memberState.member).toBeNull();
    expect(visibleToasts()).toContain(zhCN.session.elsewhere);
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  });

  test('code 8000 with a message (a login on another device) shows that message, then /login', async () => {
    vi.useFakeTimers();
    fake.runtime.stores.session.save(aMember(), 't-1');
    fake.server.on(api.memberByCode, { code: 8000, msg: zhCN.session.elsewhere, message: zhCN.session.elsewhere, data: null });
    await launchMember().catch(() => undefined);
    expect(fake.local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(visibleToasts()).toContain('账号已在其他设备登录');
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  });
});

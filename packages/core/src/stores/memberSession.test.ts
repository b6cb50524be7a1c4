import { describe, expect, test, vi } from 'vitest';
import type { Member } from '../api/types.ts';
import { memberSessionStore } from './memberSession.ts';
import { memoryStorage } from './memoryStorage.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

const member: Member = {
  memberCode: 'M1001',
  memberName: 'guest1001',
  memberNichen: '夜猫子',
  memberSignature: '',
  memberAvatar: '',
  h5Uuid: 'uuid-1',
  memberCion: 3,
  balance: 0,
  memberVip: 0,
  vipPeriod: 0,
  vipDate: '',
  memberPwdTemp: 'abc123',
};

describe('member session', () => {
  test('is empty before anyone signs in', () => {
    const session = memberSessionStore(memoryStorage());
    expect(session.member()).toBeNull();
    expect(session.token()).toBeNull();
  });

  test('save stores memberInfo and token under their keys', () => {
    const storage = memoryStorage();
    const session = memberSessionStore(storage);
    session.save(member, 'tok-1');
    expect(session.member()).toEqual(member);
    expect(session.token()).toBe('tok-1');
    expect(storage.entries.has(STORAGE_KEYS.memberInfo)).toBe(true);
    expect(storage.entries.has(STORAGE_KEYS.token)).toBe(true);
  });

  test('a refresh replaces the member and keeps the token', () => {
    const session = memberSessionStore(memoryStorage());
    session.save(member, 'tok-1');
    session.saveMember({ ...member, memberCion: 9 });
    expect(session.member()?.memberCion).toBe(9);
    expect(session.token()).toBe('tok-1');
  });

  test('code 8000 clears only the token; SYS.0015 clears both', () => {
    const session = memberSessionStore(memoryStorage());
    session.save(member, 'tok-1');
    session.clearToken();
    expect(session.token()).toBeNull();
    expect(session.member()).toEqual(member);
    session.save(member, 'tok-2');
    session.clear();
    expect(session.member()).toBeNull();
    expect(session.token()).toBeNull();
  });

  test('a corrupt memberInfo reads as signed out and is logged', () => {
    const logger = vi.fn();
    const storage = memoryStorage({ [STORAGE_KEYS.memberInfo]: '{"memberName":"x"}', [STORAGE_KEYS.token]: '7' });
    const session = memberSessionStore(storage, logger);
    expect(session.member()).toBeNull();
    expect(session.token()).toBeNull();
    expect(logger).toHaveBeenCalledTimes(2);
  });
});

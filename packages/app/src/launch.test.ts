import { STORAGE_KEYS } from '@nocturne/core';
import { afterEach, expect, test, vi } from 'vitest';
import { aMember } from './test/fixtures.ts';

afterEach(() => localStorage.clear());

test("launch knows the stored member before anything reads it (the warm player resumes a VIP's position past the preview)", async () => {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t-1'));
  localStorage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(aMember({ memberCode: 'M77' })));
  vi.resetModules();
  await import('./launch.ts');
  const { memberState } = await import('./state/member.ts');
  expect(memberState.member?.memberCode).toBe('M77');
  expect(memberState.signedIn).toBe(true);
});

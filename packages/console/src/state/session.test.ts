import { ROLE_RIGHTS, zhCNOperator } from '@nocturne/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { operatorApi } from '@nocturne/core';
import { operatorClient } from './runtime.ts';
import { confirmEnrolment, loadSession, mayUse, sessionState, signIn, signOut } from './session.ts';

const view = (role: 'owner' | 'content', totpEnrolmentRequired = false) => ({
  operator: { id: 1, name: 'ada', role, totpEnabled: !totpEnrolmentRequired, disabled: false, createdAt: '2026-11-27T00:00:00Z' },
  rights: [...ROLE_RIGHTS[role]],
  totpEnrolmentRequired,
  idleTimeoutSeconds: 1800,
});

/** The server's answers, one per call, in order. */
function serverAnswers(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'success', data } });
const failure = (status: number, code: number | string, msg: string) => ({ status, body: { code, msg, data: null } });

beforeEach(() => {
  Object.assign(sessionState, { status: 'loading', view: null, notice: null, step: 'password', error: null, busy: false, enrolment: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the console session', () => {
  test('a live session at start signs the console in with the role\'s rights', async () => {
    serverAnswers(ok(view('content')));
    await loadSession();
    expect(sessionState.status).toBe('signedIn');
    expect(mayUse(sessionState.view, 'videos')).toBe(true);
    expect(mayUse(sessionState.view, 'site')).toBe(false);
    expect(mayUse(sessionState.view, null)).toBe(true);
  });

  test('no session at start: the sign-in page, without a notice', async () => {
    serverAnswers(failure(401, 401, zhCNOperator.signInRequired));
    await loadSession();
    expect(sessionState).toMatchObject({ status: 'signedOut', notice: null });
  });

  test('TOTP.REQUIRED moves to the code step; a wrong code says so; the right one signs in', async () => {
    const fetch = serverAnswers(
      failure(401, 'TOTP.REQUIRED', zhCNOperator.totpRequired),
      failure(401, 'TOTP.REQUIRED', zhCNOperator.totpWrong),
      ok(view('owner')),
    );
    sessionState.status = 'signedOut';
    await signIn('ada', 'correct-horse-battery');
    expect(sessionState).toMatchObject({ step: 'code', error: null, status: 'signedOut' });
    await signIn('ada', 'correct-horse-battery', '000000');
    expect(sessionState).toMatchObject({ step: 'code', error: zhCNOperator.totpWrong });
    await signIn('ada', 'correct-horse-battery', '123456');
    expect(sessionState.status).toBe('signedIn');
    expect(JSON.parse(String((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].body))).toEqual({ name: 'ada', password: 'correct-horse-battery', code: '123456' });
  });

  test('a wrong password shows the server\'s sentence on the form, not a session notice', async () => {
    serverAnswers(failure(401, 401, zhCNOperator.loginFailed));
    sessionState.status = 'signedOut';
    await signIn('ada', 'wrong-password-123');
    expect(sessionState).toMatchObject({ status: 'signedOut', error: zhCNOperator.loginFailed, notice: null, step: 'password' });
  });

  test('an owner without TOTP enrols first, then is signed in', async () => {
    serverAnswers(ok(view('owner', true)), ok(view('owner')));
    sessionState.status = 'signedOut';
    await signIn('ada', 'correct-horse-battery');
    expect(sessionState.status).toBe('enrolling');
    await confirmEnrolment('123456');
    expect(sessionState.status).toBe('signedIn');
  });

  test('an idle session: any call answered 401 goes back to sign-in with the server\'s message', async () => {
    serverAnswers(ok(view('owner')), failure(401, 401, zhCNOperator.sessionIdle));
    await loadSession();
    await expect(operatorClient().call(operatorApi.operators)).rejects.toThrow();
    expect(sessionState).toMatchObject({ status: 'signedOut', notice: zhCNOperator.sessionIdle, view: null });
  });

  test('signing out forgets the operator even when the server cannot be reached', async () => {
    serverAnswers(ok(view('owner')));
    await loadSession();
    await signOut();
    expect(sessionState).toMatchObject({ status: 'signedOut', view: null, notice: null });
  });
});

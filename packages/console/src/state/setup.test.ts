import { ROLE_RIGHTS, zhCNConsole, zhCNOperator } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { ok, serverAnswers } from '../test/serverAnswers.ts';
import { sessionState } from './session.ts';
import { checkSetupLink, createFirstOwner, setupState } from './setup.ts';

const failure = (status: number, msg: string) => ({ status, body: { code: status, msg, data: null } });
const ownerView = {
  operator: { id: 1, name: 'ada', role: 'owner', totpEnabled: false, disabled: false, createdAt: '2026-11-27T00:00:00Z' },
  rights: [...ROLE_RIGHTS.owner],
  totpEnrolmentRequired: true,
  idleTimeoutSeconds: 1800,
};

beforeEach(() => {
  Object.assign(setupState, { link: 'checking', error: null, busy: false });
  Object.assign(sessionState, { status: 'signedOut', view: null, error: null });
});

test('a link without its token is refused without asking the server', async () => {
  const requests = serverAnswers();
  await checkSetupLink('');
  expect(setupState).toMatchObject({ link: 'refused', error: zhCNConsole.setup.noToken });
  expect(requests).toEqual([]);
});

test("a used link shows the server's sentence; a good one shows the form", async () => {
  serverAnswers(failure(410, zhCNOperator.setupLinkUsed), ok(null));
  await checkSetupLink('spent');
  expect(setupState).toMatchObject({ link: 'refused', error: zhCNOperator.setupLinkUsed });
  await checkSetupLink('fresh');
  expect(setupState).toMatchObject({ link: 'good', error: null });
});

test('the made owner is signed in and sent to TOTP enrolment; a refusal stays on the form', async () => {
  const requests = serverAnswers(failure(400, zhCNOperator.passwordTooShort), ok(ownerView));
  await createFirstOwner('fresh', 'ada', 'short');
  expect(setupState.error).toBe(zhCNOperator.passwordTooShort);
  expect(sessionState.status).toBe('signedOut');
  await createFirstOwner('fresh', 'ada', 'correct-horse-battery');
  expect(sessionState.status).toBe('enrolling');
  expect(requests[1]).toMatchObject({ method: 'POST', body: { token: 'fresh', name: 'ada', password: 'correct-horse-battery' } });
});

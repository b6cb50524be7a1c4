import { api, zhCN, zhCNSign, zhCNTasks } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { aMember } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { syncMemberFromStorage } from './member.ts';
import { installRuntime } from './runtime.ts';
import { actOnTask, loadSignPage, signState, signToday } from './sign.ts';
import { visibleToasts } from './toasts.ts';

let fake: ReturnType<typeof fakeRuntime>;
const tasks = { dailyLoginClaimed: false, watchedSeconds: 60, watchClaimed: false, firstVipDone: false, firstVipClaimed: false, invitedCount: 0 };

beforeEach(async () => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.runtime.stores.session.save(aMember(), 't-1');
  syncMemberFromStorage();
  fake.server.on(api.memberByCode, ok(aMember()));
  fake.server.on(api.signState, ok({ signedDates: [], signedToday: false, count: 2 }));
  fake.server.on(api.tasks, ok(tasks));
  await loadSignPage();
});

test('signing on the third day of a run claims the day-3 reward: 1 VIP day, commodity type 2', async () => {
  fake.server.on(api.signIn, ok({ signedDates: ['2026-11-22'], signedToday: true, count: 3 }));
  // GET (the state) and POST (signing) share one path; the POSTs are the ones with a body.
  const signings = () => (fake.server.received.get(api.signIn.path) ?? []).filter(Boolean);
  await signToday();
  expect(signings()).toEqual([{ amount: 1, commodityType: 2, date: '2026-11-22' }]);
  expect(signState.sign?.count).toBe(3);
  expect(visibleToasts()).toContain(zhCNSign.succeeded);
  await signToday();
  expect(visibleToasts()).toContain(zhCNSign.alreadyToday);
  expect(signings()).toHaveLength(1);
});

test('the watch task is not claimed before 20 minutes; code 500 on a claim means already claimed', async () => {
  await actOnTask('watch', 'toClaim');
  expect(visibleToasts()).toContain(zhCNSign.watchNotReached);
  expect(fake.server.received.has(api.watchVideoDaily.path)).toBe(false);
  fake.server.on(api.dailyLogin, { code: 500, msg: 'claimed', data: null });
  await actOnTask('dailyLogin', 'toClaim');
  expect(visibleToasts()).toContain(zhCNSign.alreadyToday);
});

test('the first-VIP task: firstRechargeVip answers a boolean; true refetches the task states', async () => {
  fake.server.on(api.firstRechargeVip, ok(false));
  await actOnTask('firstVip', 'toClaim');
  expect(visibleToasts()).toContain(zhCNTasks.firstVipNotDone);

  fake.server.on(api.firstRechargeVip, ok(true));
  fake.server.on(api.tasks, ok({ ...tasks, firstVipDone: true, firstVipClaimed: true }));
  await actOnTask('firstVip', 'toClaim');
  expect(signState.tasks?.firstVipClaimed).toBe(true);
  expect(visibleToasts()).toContain(zhCNSign.claimed);
});

test('a task centre that failed to load (opened offline) never drops 立即签到: offline it says why, online it loads and signs', async () => {
  signState.sign = null;
  signState.tasks = null;
  const signings = () => (fake.server.received.get(api.signIn.path) ?? []).filter(Boolean);
  fake.server.on(api.signState, () => {
    throw new TypeError('Failed to fetch');
  });
  await signToday();
  expect(visibleToasts()).toContain(zhCN.common.networkError);
  expect(signings()).toHaveLength(0);

  // Back online: GET is the state, POST (with a body) signs; one path for both.
  fake.server.on(api.signState, (body) =>
    body ? ok({ signedDates: ['2026-11-22'], signedToday: true, count: 3 }) : ok({ signedDates: [], signedToday: false, count: 2 }),
  );
  await signToday();
  expect(signings()).toHaveLength(1);
  expect(signState.sign).toMatchObject({ signedToday: true });
  expect(visibleToasts()).toContain(zhCNSign.succeeded);
});

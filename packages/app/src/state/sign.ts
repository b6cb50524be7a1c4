import {
  ALREADY_CLAIMED_CODE,
  api,
  ApiError,
  businessDate,
  commodityTypeFor,
  signInReward,
  type SignState,
  type TaskState,
  watchTaskReached,
  zhCN,
  zhCNSign,
  zhCNTasks,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { paths } from '../routes/paths.ts';
import { businessTimeZone } from './config.ts';
import { failureMessage, serverMessageOr } from './errors.ts';
import { changeLocal } from './localLists.ts';
import { refreshMember } from './member.ts';
import { navigateTo } from './navigation.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';

export type TaskId = 'dailyLogin' | 'invite' | 'watch' | 'firstVip';

export const signState = proxy<{ sign: SignState | null; tasks: TaskState | null; signing: boolean; busyTask: TaskId | null }>({
  sign: null,
  tasks: null,
  signing: false,
  busyTask: null,
});

export async function loadSignPage(): Promise<void> {
  const { client } = runtime();
  const [sign, tasks] = await Promise.all([client.call(api.signState), client.call(api.tasks)]);
  signState.sign = sign;
  signState.tasks = tasks;
}

/**
 * Signs today (docs/product.md section 4): the reward of the next cycle day; a repeat says 今天已经签到过了;
 * a refusal 您今天已经打过卡了，明天再来吧; a network failure says so. The member is refetched
 * afterwards. When the page's state never arrived (opened offline), it is loaded first:
 * a tap is never silently dropped.
 */
export async function signToday(): Promise<void> {
  if (signState.signing) return;
  signState.signing = true;
  try {
    if (!signState.sign) await loadSignPage();
  } catch (error) {
    showToast(failureMessage(error, zhCN.common.loadFailed));
    return;
  } finally {
    signState.signing = false;
  }
  const current = signState.sign;
  if (!current) return;
  if (current.signedToday) {
    showToast(zhCNSign.alreadyToday);
    return;
  }
  signState.signing = true;
  const reward = signInReward(current.count);
  // The server's business day (its default zone; the server ignores the date anyway).
  const date = businessDate(runtime().now(), businessTimeZone());
  try {
    signState.sign = await runtime().client.call(api.signIn, {
      amount: reward.amount,
      commodityType: commodityTypeFor(reward) as 1 | 2,
      date,
    });
    changeLocal((stores) => stores.signedDates.add(date));
    showToast(zhCNSign.succeeded);
    await refreshMember().catch(() => undefined);
  } catch (error) {
    showToast(failureMessage(error, zhCNSign.failed));
  } finally {
    signState.signing = false;
  }
}

const claims = {
  dailyLogin: api.dailyLogin,
  watch: api.watchVideoDaily,
} as const;

/**
 * firstRechargeVip answers whether the bonus is claimed (claiming it when due), not the
 * task states: false means no VIP order is paid yet.
 */
async function claimFirstVip(): Promise<TaskState | null> {
  const { client } = runtime();
  if (!(await client.call(api.firstRechargeVip))) {
    showToast(zhCNTasks.firstVipNotDone);
    return null;
  }
  return client.call(api.tasks);
}

/** A task's button: claim its reward, or go where it is completed. */
export async function actOnTask(id: TaskId, state: 'toClaim' | 'goComplete'): Promise<void> {
  if (id === 'invite') return navigateTo(paths.share);
  if (id === 'firstVip' && state === 'goComplete') return navigateTo(paths.vip);
  const tasks = signState.tasks;
  if (id === 'watch' && tasks && !watchTaskReached(tasks.watchedSeconds)) {
    showToast(zhCNSign.watchNotReached);
    return;
  }
  if (signState.busyTask) return;
  signState.busyTask = id;
  try {
    if (id === 'firstVip') {
      const tasks = await claimFirstVip();
      if (!tasks) return;
      signState.tasks = tasks;
    } else {
      signState.tasks = await runtime().client.call(claims[id]);
    }
    if (id === 'watch') runtime().stores.watchReward.markClaimed(businessDate(runtime().now(), businessTimeZone()));
    showToast(zhCNSign.claimed);
    await refreshMember().catch(() => undefined);
  } catch (error) {
    // Code 500 on these calls means the reward was already claimed (docs/product.md section 4).
    const already = error instanceof ApiError && Number(error.code) === ALREADY_CLAIMED_CODE;
    showToast(already ? (id === 'watch' ? zhCNSign.watchAlreadyClaimed : zhCNSign.alreadyToday) : serverMessageOr(error, zhCN.common.loadFailed));
    signState.tasks = await runtime().client.call(api.tasks).catch(() => signState.tasks);
  } finally {
    signState.busyTask = null;
  }
}

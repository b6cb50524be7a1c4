import {
  api,
  validateChangePassword,
  validateFeedback,
  validateLogin,
  validateWithdrawal,
  zhCN,
  type UploadFile,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { paths } from '../routes/paths.ts';
import { failureMessage, serverMessageOr } from './errors.ts';
import { login, memberState, refreshMember, syncMemberFromStorage } from './member.ts';
import { navigateTo } from './navigation.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';

/** A form's outcome: null when it went through, else the message shown. */
export type FormResult = string | null;

function fail(message: string): FormResult {
  showToast(message);
  return message;
}

/** Login (SPEC.md sections 4, 5, 8): required fields; server message or 登录失败; network error. */
export async function submitLogin(account: string, password: string): Promise<FormResult> {
  const invalid = validateLogin({ account, password });
  if (invalid) return fail(invalid);
  try {
    await login(account.trim(), password);
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCN.login.failed));
  }
}

/** Change password: the spec's checks in order; success goes to /login. */
export async function submitPasswordChange(oldPwd: string, newPwd: string, confirmPwd: string): Promise<FormResult> {
  const invalid = validateChangePassword({ oldPwd, newPwd, confirmPwd });
  if (invalid) return fail(invalid);
  const member = memberState.member;
  if (!member) return fail(zhCN.login.failed);
  try {
    await runtime().client.call(api.changePassword, { memberCode: member.memberCode, oldPwd, newPwd });
    // The server ends every session of the member; sign in again with the new password.
    runtime().stores.session.clearToken();
    syncMemberFromStorage();
    showToast(zhCN.profile.updated);
    navigateTo(paths.login);
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCN.common.loadFailed));
  }
}

/** Uploads an avatar or payment-code image; the URL, or null after saying it failed. */
export async function uploadImage(file: UploadFile): Promise<string | null> {
  try {
    const { file: url } = await runtime().client.call(api.uploadAvatar, { file });
    showToast(zhCN.profile.uploadSucceeded);
    return url;
  } catch {
    showToast(zhCN.profile.uploadFailed);
    return null;
  }
}

export async function saveProfile(fields: { memberAvatar: string; memberNichen: string; memberSignature: string }): Promise<FormResult> {
  const member = memberState.member;
  if (!member) return fail(zhCN.common.loadFailed);
  try {
    await runtime().client.call(api.updateMember, { ...fields, memberCode: member.memberCode });
    showToast(zhCN.profile.updated);
    await refreshMember();
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCN.common.loadFailed));
  }
}

export async function sendFeedback(message: string): Promise<FormResult> {
  const invalid = validateFeedback(message);
  if (invalid) return fail(invalid);
  try {
    await runtime().client.call(api.feedback, { comment_content: message.trim() });
    showToast(zhCN.feedback.thanks);
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCN.common.loadFailed));
  }
}

/** Whether a withdrawal is on its way (the page's 确认提现 shows busy meanwhile). */
export const withdrawalState = proxy({ sending: false });
let withdrawalInFlight: Promise<FormResult> | null = null;

/**
 * Withdrawal: the message of a missing amount or code shows first; the server checks the same
 * and answers with its msg either way (SPEC.md sections 5 and 8). The member is refetched.
 * A second tap while one is on its way sends nothing and gets the same outcome: a double tap
 * once filed two withdrawals 18 ms apart (the server also runs an identical repeat once).
 */
export function requestWithdrawal(form: { amount: string; imageUrl: string; channel: 'wx' | 'zfb' }): Promise<FormResult> {
  if (withdrawalInFlight) return withdrawalInFlight;
  withdrawalState.sending = true;
  withdrawalInFlight = sendWithdrawal(form).finally(() => {
    withdrawalInFlight = null;
    withdrawalState.sending = false;
  });
  return withdrawalInFlight;
}

async function sendWithdrawal(form: { amount: string; imageUrl: string; channel: 'wx' | 'zfb' }): Promise<FormResult> {
  const invalid = validateWithdrawal({ amount: form.amount, imageUrl: form.imageUrl });
  if (invalid) return fail(invalid);
  try {
    await runtime().client.call(api.withdraw, { imgurl: form.imageUrl, index: form.channel, money: Number(form.amount) });
    showToast(zhCN.withdrawal.submitted);
    await refreshMember().catch(() => undefined);
    return null;
  } catch (error) {
    return fail(serverMessageOr(error, zhCN.common.loadFailed));
  }
}

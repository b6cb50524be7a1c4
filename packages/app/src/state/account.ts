import {
  api,
  type UploadFile,
  validateChangePassword,
  validateFeedback,
  validateLogin,
  validateProfile,
  validateWithdrawal,
  zhCN,
  zhCNFeedback,
  zhCNLogin,
  zhCNProfile,
  zhCNWithdrawal,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { paths } from '../routes/paths.ts';
import { failureMessage, serverMessageOr } from './errors.ts';
import { login, memberState, refreshMember, syncMemberFromStorage } from './member.ts';
import { navigateTo } from './navigation.ts';
import { oneAtATime } from './oneAtATime.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';

/** A form's outcome: null when it went through, else the message shown. */
export type FormResult = string | null;

function fail(message: string): FormResult {
  showToast(message);
  return message;
}

/** Login (docs/product.md sections 4, 5, 8): required fields; server message or 登录失败; network error. */
export async function submitLogin(account: string, password: string): Promise<FormResult> {
  const invalid = validateLogin({ account, password });
  if (invalid) return fail(invalid);
  try {
    await login(account.trim(), password);
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCNLogin.failed));
  }
}

/** Whether the password change is on its way (the page's 确定 shows busy meanwhile). */
export const passwordChangeState = proxy({ sending: false });

/** Change password: the spec's checks in order; success goes to /login. */
export const submitPasswordChange = oneAtATime(passwordChangeState, async (oldPwd: string, newPwd: string, confirmPwd: string): Promise<FormResult> => {
  const invalid = validateChangePassword({ oldPwd, newPwd, confirmPwd });
  if (invalid) return fail(invalid);
  const member = memberState.member;
  if (!member) return fail(zhCNLogin.failed);
  try {
    await runtime().client.call(api.changePassword, { memberCode: member.memberCode, oldPwd, newPwd });
    // The spec's flow: sign in again with the new password. (The server ended the member's
    // other sessions and kept this one; the app lets go of it here.)
    runtime().stores.session.clearToken();
    syncMemberFromStorage();
    showToast(zhCNProfile.updated);
    navigateTo(paths.login);
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCN.common.loadFailed));
  }
});

/** Uploads an avatar or payment-code image; the URL, or null after saying it failed. */
export async function uploadImage(file: UploadFile): Promise<string | null> {
  try {
    const { file: url } = await runtime().client.call(api.uploadAvatar, { file });
    showToast(zhCNProfile.uploadSucceeded);
    return url;
  } catch {
    showToast(zhCNProfile.uploadFailed);
    return null;
  }
}

/** Whether the profile is being saved (the page's 保存 shows busy meanwhile). */
export const profileState = proxy({ sending: false });

/** Profile: a nickname of 1-20 characters is checked here first (an empty one once answered 请求参数错误). */
export const saveProfile = oneAtATime(
  profileState,
  async (fields: { memberAvatar: string; memberNichen: string; memberSignature: string }): Promise<FormResult> => {
    const member = memberState.member;
    if (!member) return fail(zhCN.common.loadFailed);
    const invalid = validateProfile({ nickname: fields.memberNichen });
    if (invalid) return fail(invalid);
    try {
      await runtime().client.call(api.updateMember, { ...fields, memberNichen: fields.memberNichen.trim(), memberCode: member.memberCode });
      showToast(zhCNProfile.updated, undefined, 'success');
      await refreshMember();
      return null;
    } catch (error) {
      return fail(failureMessage(error, zhCN.common.loadFailed));
    }
  },
);

/** Whether feedback is on its way (the page's 提交 shows busy meanwhile). */
export const feedbackState = proxy({ sending: false });

/** Feedback: sent once however often 提交 is tapped meanwhile; the server also saves an identical repeat once. */
export const sendFeedback = oneAtATime(feedbackState, async (message: string): Promise<FormResult> => {
  const invalid = validateFeedback(message);
  if (invalid) return fail(invalid);
  try {
    await runtime().client.call(api.feedback, { comment_content: message.trim() });
    showToast(zhCNFeedback.thanks, undefined, 'success');
    return null;
  } catch (error) {
    return fail(failureMessage(error, zhCN.common.loadFailed));
  }
});

/** Whether a withdrawal is on its way (the page's 确认提现 shows busy meanwhile). */
export const withdrawalState = proxy({ sending: false });

/**
 * Withdrawal: the message of a bad amount or a missing code shows first; the server checks the
 * same and answers with its msg either way (docs/product.md sections 5 and 8). The member is refetched.
 * A second tap while one is on its way sends nothing and gets the same outcome (the server
 * also runs an identical repeat once).
 */
export const requestWithdrawal = oneAtATime(withdrawalState, (form: { amount: string; imageUrl: string; channel: 'wx' | 'zfb' }) => sendWithdrawal(form));

async function sendWithdrawal(form: { amount: string; imageUrl: string; channel: 'wx' | 'zfb' }): Promise<FormResult> {
  const invalid = validateWithdrawal({ amount: form.amount, imageUrl: form.imageUrl });
  if (invalid) return fail(invalid);
  try {
    await runtime().client.call(api.withdraw, { imgurl: form.imageUrl, index: form.channel, money: Number(form.amount.trim()) });
    showToast(zhCNWithdrawal.submitted);
    await refreshMember().catch(() => undefined);
    return null;
  } catch (error) {
    return fail(serverMessageOr(error, zhCN.common.loadFailed));
  }
}

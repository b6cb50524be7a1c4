import {
  api,
  ApiError,
  LOGIN_EXPIRY_REDIRECT_MS,
  type Member,
  MEMBER_REFRESH_MS,
  REFUSED_CODE,
  type SessionExpiredError,
  type SignedInElsewhereError,
  zhCN,
  zhCNLogin,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { paths } from '../routes/paths.ts';
import { navigateTo } from './navigation.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';

export { MEMBER_REFRESH_MS };
/** docs/product.md section 9: login-expiry redirect delay 3000 ms. */
export const SESSION_REDIRECT_MS = LOGIN_EXPIRY_REDIRECT_MS;

export const memberState = proxy<{ member: Member | null; signedIn: boolean; registering: boolean }>({
  member: null,
  signedIn: false,
  registering: false,
});

/** Mirrors the stored session into the state pages read. */
export function syncMemberFromStorage(): void {
  const { session } = runtime().stores;
  memberState.member = session.member();
  memberState.signedIn = session.token() !== null && memberState.member !== null;
}

function keepMember(member: Member): void {
  const { session } = runtime().stores;
  if (member.token) session.save(member, member.token);
  else session.saveMember(member);
  syncMemberFromStorage();
}

/** Binds an inviter code (from `/?id=` or a share link); the server honours it only once. */
async function bindInviter(inviter: string | undefined): Promise<void> {
  if (!inviter || inviter === memberState.member?.memberCode) return;
  // A code that cannot be honoured (already bound, not new, unknown) changes nothing here.
  await runtime().client.call(api.bindInviteCode, { parentId: inviter }).catch(() => undefined);
}

/**
 * Launch (docs/product.md section 4): a stored member is reused; otherwise the device registers
 * itself with a fresh uuid v4 (the runtime's newDeviceId). An inviter code is bound with
 * bindInviteCode once the member has a token, as the original client does it. A device
 * whose member has set its own password is refused (code 1, the server says why): the
 * member signs in on /login instead.
 */
export async function launchMember(inviter?: string): Promise<void> {
  syncMemberFromStorage();
  const { client, newDeviceId } = runtime();
  if (memberState.member && memberState.signedIn) {
    await bindInviter(inviter);
    await refreshMember();
    return;
  }
  if (memberState.member) return; // token expired: the member signs in again on /login
  if (memberState.registering) return;
  memberState.registering = true;
  try {
    keepMember(await client.call(api.autoRegister, { deviceType: 0, uuid: newDeviceId() }));
  } catch (error) {
    if (!(error instanceof ApiError && Number(error.code) === REFUSED_CODE)) throw error;
    showToast(error.message);
    navigateTo(paths.login);
    return;
  } finally {
    memberState.registering = false;
  }
  await bindInviter(inviter);
}

/** Fetches the member again (after profile save, withdrawal, sign-in, payments, and every 10 s). */
export async function refreshMember(): Promise<void> {
  const member = memberState.member;
  if (!member || !memberState.signedIn) return;
  const fresh = await runtime().client.call(api.memberByCode, { memberCode: member.memberCode });
  keepMember({ ...fresh, token: undefined });
}

/** Refreshes the member every 10 s while the page is visible; returns the stop function. */
export function startMemberRefresh(isVisible: () => boolean = () => document.visibilityState === 'visible'): () => void {
  const timer = setInterval(() => {
    if (isVisible()) refreshMember().catch(() => undefined);
  }, MEMBER_REFRESH_MS);
  return () => clearInterval(timer);
}

export async function login(loginName: string, loginPwd: string): Promise<void> {
  const member = await runtime().client.call(api.login, { loginName, loginPwd, type: 'login' });
  keepMember(member);
  showToast(zhCNLogin.succeeded);
  navigateTo(paths.home);
}

let redirectPending = false;

/**
 * docs/product.md section 8, on every call: code 8000 (token removed) and SYS.0015 (token and
 * memberInfo removed) show their message, then go to /login after 3 s. An 8000 says why in
 * its message (our server: 账号已在其他设备登录 when a login on another device replaced the
 * session), shown as sent; without one, the login expired. The client has already cleared
 * storage; this mirrors it into the state.
 */
export function handleSessionError(error: SessionExpiredError | SignedInElsewhereError): void {
  syncMemberFromStorage();
  const elsewhere = error.name === 'SignedInElsewhereError';
  showToast(elsewhere ? zhCN.session.elsewhere : error.message || zhCN.session.expired, SESSION_REDIRECT_MS);
  if (redirectPending) return;
  redirectPending = true;
  setTimeout(() => {
    redirectPending = false;
    navigateTo(paths.login);
  }, SESSION_REDIRECT_MS);
}

/** "Switch account" and a password change: forget the session and sign in again. */
export function signOut(): void {
  const { stores } = runtime();
  stores.session.clear();
  syncMemberFromStorage();
  // 离线缓存 holds nothing of a member who has gone (its code loads only where there are downloads).
  if (stores.offlineDevice.exists()) void import('./offline/downloads.ts').then((offline) => offline.forgetDownloads()).catch(() => undefined);
}

/**
 * Who is signed in to the console. The server keeps the session (an HttpOnly
 * cookie with an idle timeout); this store only mirrors what it answers: signed out (with
 * why), a one-time code to set up, or signed in with the role's rights.
 */
import { isSignInRequired, isTotpRequired, operatorApi, zhCNConsole, type OperatorRight, type OperatorSessionView, type TotpEnrolment } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient, whenSignInRequired } from './runtime.ts';

export type SessionStatus = 'loading' | 'signedOut' | 'enrolling' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  view: OperatorSessionView | null;
  /** Why the sign-in page is shown again (an idle session, sign-out everywhere). */
  notice: string | null;
  /** The sign-in form: the password step, or the one-time code after it. */
  step: 'password' | 'code';
  error: string | null;
  busy: boolean;
  enrolment: TotpEnrolment | null;
}

export const sessionState = proxy<SessionState>({ status: 'loading', view: null, notice: null, step: 'password', error: null, busy: false, enrolment: null });

/** Signed in (or sent to TOTP enrolment first): after a sign-in, or the first owner's setup (setup.ts). */
export function enter(view: OperatorSessionView): void {
  sessionState.view = view;
  sessionState.status = view.totpEnrolmentRequired ? 'enrolling' : 'signedIn';
  sessionState.notice = null;
  sessionState.error = null;
  sessionState.step = 'password';
}

/** Back to the sign-in page, saying why. */
export function signedOut(notice: string | null): void {
  sessionState.status = 'signedOut';
  sessionState.view = null;
  sessionState.enrolment = null;
  sessionState.step = 'password';
  sessionState.notice = notice;
  sessionState.error = null;
}

whenSignInRequired((error) => {
  // On the sign-in page the form shows the answer itself (a wrong password is a 401 too).
  if (sessionState.status === 'signedOut') return;
  signedOut(error.message || zhCNConsole.signIn.sessionEnded);
});

/** At start: is a session alive already? (None is no news: the sign-in page, without a notice.) */
export async function loadSession(): Promise<void> {
  try {
    enter(await operatorClient().call(operatorApi.session));
  } catch (error) {
    signedOut(isSignInRequired(error) ? null : messageOf(error));
  }
}

async function busyWith(work: () => Promise<void>): Promise<void> {
  sessionState.busy = true;
  sessionState.error = null;
  try {
    await work();
  } catch (error) {
    sessionState.error = messageOf(error);
  } finally {
    sessionState.busy = false;
  }
}

/** The password (and, on the second step, the one-time code). TOTP.REQUIRED moves to the code step. */
export async function signIn(name: string, password: string, code?: string): Promise<void> {
  sessionState.busy = true;
  sessionState.error = null;
  try {
    enter(await operatorClient().call(operatorApi.signIn, { name, password, ...(code ? { code } : {}) }));
  } catch (error) {
    if (isTotpRequired(error)) {
      // The first time the code step shows, the prompt is enough; a wrong code says so.
      sessionState.error = sessionState.step === 'code' ? messageOf(error) : null;
      sessionState.step = 'code';
    } else {
      sessionState.error = messageOf(error);
    }
  } finally {
    sessionState.busy = false;
  }
}

export function backToPassword(): void {
  sessionState.step = 'password';
  sessionState.error = null;
}

/** A new secret and its otpauth URI, shown as a QR code. */
export function startEnrolment(): Promise<void> {
  return busyWith(async () => {
    sessionState.enrolment = await operatorClient().call(operatorApi.totpEnrol);
  });
}

export function confirmEnrolment(code: string): Promise<void> {
  return busyWith(async () => {
    enter(await operatorClient().call(operatorApi.totpConfirm, { code }));
    sessionState.enrolment = null;
  });
}

export async function signOut(): Promise<void> {
  await operatorClient().call(operatorApi.signOut).catch(() => undefined);
  signedOut(null);
}

export async function signOutEverywhere(): Promise<void> {
  await operatorClient().call(operatorApi.signOutEverywhere).catch(() => undefined);
  signedOut(null);
}

/** Whether the signed-in role may use a page (null: any operator). */
export function mayUse(view: { readonly rights: readonly OperatorRight[] } | null, right: OperatorRight | null): boolean {
  return right === null || (view?.rights.includes(right) ?? false);
}

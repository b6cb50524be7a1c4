/**
 * The first owner, made through the one-time setup link the server printed in its log
 * (server: operators/firstOwner.ts): the link is checked when the page opens, so a used,
 * expired or mistyped one is refused before the form is filled; a made owner is signed in and
 * goes on to TOTP enrolment (session.ts).
 */
import { operatorApi, zhCNConsole } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';
import { enter } from './session.ts';

export interface SetupState {
  link: 'checking' | 'good' | 'refused';
  /** Why the link is refused, or why the form did not go through. */
  error: string | null;
  busy: boolean;
}

export const setupState = proxy<SetupState>({ link: 'checking', error: null, busy: false });

export async function checkSetupLink(token: string): Promise<void> {
  setupState.error = null;
  if (!token) {
    setupState.link = 'refused';
    setupState.error = zhCNConsole.setup.noToken;
    return;
  }
  setupState.link = 'checking';
  try {
    await operatorClient().call(operatorApi.setupCheck, { token });
    setupState.link = 'good';
  } catch (error) {
    setupState.link = 'refused';
    setupState.error = messageOf(error);
  }
}

export async function createFirstOwner(token: string, name: string, password: string): Promise<void> {
  setupState.busy = true;
  setupState.error = null;
  try {
    enter(await operatorClient().call(operatorApi.setupOwner, { token, name, password }));
  } catch (error) {
    setupState.error = messageOf(error);
  } finally {
    setupState.busy = false;
  }
}

/** The signed-in operator's own account page: changing the password. */
import { operatorApi } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';

export { signOutEverywhere } from './session.ts';

export const accountState = proxy({ busy: false, passwordError: null as string | null, passwordChanged: false });

/** True when the server took it (the operator's other sessions have ended). */
export async function changeOwnPassword(oldPassword: string, newPassword: string): Promise<boolean> {
  accountState.busy = true;
  accountState.passwordError = null;
  accountState.passwordChanged = false;
  try {
    await operatorClient().call(operatorApi.changeOwnPassword, { oldPassword, newPassword });
    accountState.passwordChanged = true;
    return true;
  } catch (error) {
    accountState.passwordError = messageOf(error);
    return false;
  } finally {
    accountState.busy = false;
  }
}

/** The signed-in operator's own account page: changing the password. */
import { operatorApi, zhCNConsole } from '@nocturne/core';
import { proxy } from 'valtio';
import { attempt, wentThrough } from './outcome.ts';
import { operatorClient } from './runtime.ts';

export { signOutEverywhere } from './session.ts';

export const accountState = proxy({ busy: false });

/** True when the server took it (the operator's other sessions have ended). */
export async function changeOwnPassword(oldPassword: string, newPassword: string): Promise<boolean> {
  const refusal = await attempt(
    () => operatorClient().call(operatorApi.changeOwnPassword, { oldPassword, newPassword }),
    zhCNConsole.account.passwordChanged,
    (on) => (accountState.busy = on),
  );
  return wentThrough(refusal);
}

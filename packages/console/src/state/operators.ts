/** The operators and their roles (owner): list, add, change a role, reset a password, disable and enable. */
import { operatorApi, zhCNConsole, type NewOperator, type OperatorChange } from '@nocturne/core';
import { listStore } from './list.ts';
import { attempt, wentThrough } from './outcome.ts';
import { operatorClient } from './runtime.ts';

/** A reset's new password, shown once: cleared when the owner closes it (never kept elsewhere). */
export interface RevealedPassword {
  name: string;
  password: string;
}

export const operators = listStore(() => operatorClient().call(operatorApi.operators), {
  paging: 'whole',
  extra: { busy: false, revealed: null as RevealedPassword | null },
});

const busy = (on: boolean) => (operators.state.busy = on);

/** True when added (the form then clears). */
export async function addOperator(operator: NewOperator): Promise<boolean> {
  const refusal = await attempt(
    async () => {
      const added = await operatorClient().call(operatorApi.addOperator, operator);
      operators.state.items = [...operators.state.items, added];
      return added;
    },
    (added) => zhCNConsole.operators.added(added.name),
    busy,
  );
  return wentThrough(refusal);
}

export async function changeOperator(id: number, change: OperatorChange): Promise<boolean> {
  // The last owner cannot be demoted or disabled: the server's sentence says so.
  const refusal = await attempt(
    async () => {
      const changed = await operatorClient().call(operatorApi.changeOperator, change, { id });
      operators.state.items = operators.state.items.map((each) => (each.id === id ? changed : each));
    },
    zhCNConsole.operators.changed,
    busy,
  );
  return wentThrough(refusal);
}

/** A new one-time password for another operator; its sessions end (the server's rule). */
export async function resetPassword(id: number, name: string): Promise<boolean> {
  const refusal = await attempt(
    async () => {
      const { password } = await operatorClient().call(operatorApi.resetOperatorPassword, undefined, { id });
      operators.state.revealed = { name, password };
    },
    null,
    busy,
  );
  return wentThrough(refusal);
}

export function forgetRevealedPassword(): void {
  operators.state.revealed = null;
}

/** The operators and their roles (owner): list, add, change a role, disable and enable. */
import { operatorApi, zhCNConsole, type NewOperator, type OperatorChange } from '@nocturne/core';
import { listStore } from './list.ts';
import { attempt, wentThrough } from './outcome.ts';
import { operatorClient } from './runtime.ts';

export const operators = listStore(() => operatorClient().call(operatorApi.operators), { paging: 'whole', extra: { busy: false } });

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

/** The operators and their roles (owner): list, add, change a role, disable and enable. */
import { operatorApi, zhCNConsole, type NewOperator, type OperatorChange, type OperatorView } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';
import { toast } from './toasts.ts';

export interface OperatorsState {
  list: OperatorView[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  busy: boolean;
  /** The add form's refusal (a taken name, a short password), shown on the form. */
  addError: string | null;
}

export const operatorsState = proxy<OperatorsState>({ list: [], status: 'loading', error: null, busy: false, addError: null });

export async function loadOperators(): Promise<void> {
  operatorsState.status = 'loading';
  try {
    operatorsState.list = await operatorClient().call(operatorApi.operators);
    operatorsState.status = 'ready';
  } catch (error) {
    Object.assign(operatorsState, { status: 'error', error: messageOf(error) });
  }
}

/** True when added (the form then clears). */
export async function addOperator(operator: NewOperator): Promise<boolean> {
  operatorsState.busy = true;
  operatorsState.addError = null;
  try {
    const added = await operatorClient().call(operatorApi.addOperator, operator);
    operatorsState.list = [...operatorsState.list, added];
    toast({ message: zhCNConsole.operators.added(added.name), kind: 'success' });
    return true;
  } catch (error) {
    operatorsState.addError = messageOf(error);
    return false;
  } finally {
    operatorsState.busy = false;
  }
}

export async function changeOperator(id: number, change: OperatorChange): Promise<boolean> {
  operatorsState.busy = true;
  try {
    const changed = await operatorClient().call(operatorApi.changeOperator, change, { id });
    operatorsState.list = operatorsState.list.map((each) => (each.id === id ? changed : each));
    toast({ message: zhCNConsole.operators.changed, kind: 'success' });
    return true;
  } catch (error) {
    // The last owner cannot be demoted or disabled: the server's sentence says so.
    toast({ message: messageOf(error), kind: 'error' });
    return false;
  } finally {
    operatorsState.busy = false;
  }
}

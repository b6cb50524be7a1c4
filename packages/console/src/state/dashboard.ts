/** The dashboard's figures, loaded when the page opens and on 刷新. */
import { operatorApi, type DashboardView } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';

export const dashboardState = proxy<{ view: DashboardView | null; status: 'loading' | 'ready' | 'error'; error: string | null }>({
  view: null,
  status: 'loading',
  error: null,
});

export async function loadDashboard(): Promise<void> {
  dashboardState.status = 'loading';
  dashboardState.error = null;
  try {
    dashboardState.view = await operatorClient().call(operatorApi.dashboard);
    dashboardState.status = 'ready';
  } catch (error) {
    dashboardState.error = messageOf(error);
    dashboardState.status = 'error';
  }
}

/** The site's configuration and prices (owner), loaded together when the page opens. */
import {
  operatorApi,
  zhCNConsole,
  type CoinOptionChange,
  type OperatorConfig,
  type PayChannelChange,
  type SitePrices,
  type VipPlanChange,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';
import { attempt, toast, wentThrough } from './outcome.ts';

export interface SiteState {
  config: OperatorConfig | null;
  prices: SitePrices | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  saving: boolean;
}

export const siteState = proxy<SiteState>({ config: null, prices: null, status: 'loading', error: null, saving: false });

export async function loadSite(): Promise<void> {
  siteState.status = 'loading';
  siteState.error = null;
  try {
    const client = operatorClient();
    const [config, prices] = await Promise.all([client.call(operatorApi.config), client.call(operatorApi.prices)]);
    Object.assign(siteState, { config, prices, status: 'ready' });
  } catch (error) {
    Object.assign(siteState, { status: 'error', error: messageOf(error) });
  }
}

/** Only what differs from the saved configuration is sent (the audit log then says just that). */
export function configChanges(saved: OperatorConfig, draft: OperatorConfig): Partial<OperatorConfig> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => saved[key as keyof OperatorConfig] !== value)) as Partial<OperatorConfig>;
}

/** True when saved (or there was nothing to save); a failure is toasted with the server's sentence. */
const saving = async (work: () => Promise<void>, done: string) => wentThrough(await attempt(work, done, (on) => (siteState.saving = on)));

export function saveConfig(draft: OperatorConfig): Promise<boolean> {
  const saved = siteState.config;
  if (!saved) return Promise.resolve(false);
  const changes = configChanges(saved, draft);
  if (Object.keys(changes).length === 0) {
    toast({ message: zhCNConsole.site.nothingChanged });
    return Promise.resolve(true);
  }
  return saving(async () => {
    siteState.config = await operatorClient().call(operatorApi.changeConfig, changes);
  }, zhCNConsole.saved);
}

export function changeVipPlan(index: number, change: VipPlanChange): Promise<boolean> {
  return saving(async () => {
    const plan = await operatorClient().call(operatorApi.changeVipPlan, change, { index });
    if (siteState.prices) siteState.prices.vipPlans = siteState.prices.vipPlans.map((each) => (each.index === index ? plan : each));
  }, zhCNConsole.site.priceSaved);
}

export function changeCoinOption(id: number, change: CoinOptionChange): Promise<boolean> {
  return saving(async () => {
    const option = await operatorClient().call(operatorApi.changeCoinOption, change, { id });
    if (siteState.prices) siteState.prices.coinOptions = siteState.prices.coinOptions.map((each) => (each.id === id ? option : each));
  }, zhCNConsole.site.priceSaved);
}

export function changePayChannel(code: number, change: PayChannelChange): Promise<boolean> {
  return saving(async () => {
    const channel = await operatorClient().call(operatorApi.changePayChannel, change, { code });
    if (siteState.prices) siteState.prices.payChannels = siteState.prices.payChannels.map((each) => (each.code === code ? channel : each));
  }, zhCNConsole.site.priceSaved);
}

import {
  VIP_PLAN_DAYS_MAX,
  VIP_PLAN_DAYS_MIN,
  VIP_PLAN_PRICE_MAX,
  VIP_PLAN_PRICE_MIN,
  zhCNConsole,
  type CoinOption,
  type PayChannelSetting,
  type VipPlanSetting,
} from '@nocturne/core';
import { Button, DataTable, FormTextField, NumberField, SideDrawer, SwitchField, type DataTableColumn } from '@nocturne/ui';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { changeCoinOption, changePayChannel, changeVipPlan, siteState } from '../../state/site.ts';
import * as styles from './site.css.ts';

const text = zhCNConsole.site;
const onOff = (enabled: boolean) => (enabled ? text.on : text.off);

const VIP_COLUMNS: readonly DataTableColumn<VipPlanSetting>[] = [
  { id: 'days', header: text.vipPlans, cell: (plan) => text.vipDays(plan.days) },
  { id: 'price', header: text.priceYuan, cell: (plan) => text.yuan(plan.price), align: 'end' },
  { id: 'enabled', header: text.enabled, cell: (plan) => onOff(plan.enabled) },
];

const COIN_COLUMNS: readonly DataTableColumn<CoinOption>[] = [
  { id: 'price', header: text.priceYuan, cell: (option) => text.yuan(option.priceYuan), align: 'end' },
  { id: 'coins', header: text.coins, cell: (option) => option.coins, align: 'end' },
  { id: 'sort', header: text.sort, cell: (option) => option.sort, align: 'end' },
  { id: 'enabled', header: text.enabled, cell: (option) => onOff(option.enabled) },
];

const CHANNEL_COLUMNS: readonly DataTableColumn<PayChannelSetting>[] = [
  { id: 'code', header: text.channelCode, cell: (channel) => channel.code, align: 'end', width: '80px' },
  { id: 'name', header: text.channelName, cell: (channel) => channel.name },
  { id: 'sort', header: text.sort, cell: (channel) => channel.sort, align: 'end' },
  { id: 'enabled', header: text.enabled, cell: (channel) => onOff(channel.enabled) },
];

const labels = { ...zhCNConsole.table };

/** VIP plans, coin options and pay channels; a row's 编辑 opens a drawer named after it, the table left in view. */
export function Prices() {
  const site = useSnapshot(siteState);
  const [editingPlan, setEditingPlan] = useState<number | null>(null);
  const [editingCoin, setEditingCoin] = useState<number | null>(null);
  const [editingChannel, setEditingChannel] = useState<number | null>(null);
  if (!site.prices) return null;
  const plan = site.prices.vipPlans.find((each) => each.index === editingPlan);
  const coin = site.prices.coinOptions.find((option) => option.id === editingCoin);
  const channel = site.prices.payChannels.find((each) => each.code === editingChannel);
  return (
    <section className={styles.panel} aria-labelledby="prices-title">
      <h2 id="prices-title" className={styles.panelTitle}>
        {text.pricesTitle}
      </h2>
      <DataTable
        caption={text.vipPlans}
        columns={VIP_COLUMNS}
        rows={site.prices.vipPlans}
        rowKey={(each) => String(each.index)}
        labels={labels}
        rowActions={(each) => [{ key: 'edit', label: zhCNConsole.ads.edit, onSelect: () => setEditingPlan(each.index) }]}
      />
      <p className={styles.hint}>{text.vipPlansHint}</p>
      {plan ? <VipPlanEditor key={plan.index} plan={plan} onDone={() => setEditingPlan(null)} /> : null}
      <DataTable
        caption={text.coinOptions}
        columns={COIN_COLUMNS}
        rows={site.prices.coinOptions}
        rowKey={(option) => String(option.id)}
        labels={labels}
        rowActions={(option) => [{ key: 'edit', label: zhCNConsole.ads.edit, onSelect: () => setEditingCoin(option.id) }]}
      />
      <p className={styles.hint}>{text.coinOptionsHint}</p>
      {coin ? <CoinEditor key={coin.id} option={coin} onDone={() => setEditingCoin(null)} /> : null}
      <DataTable
        caption={text.payChannels}
        columns={CHANNEL_COLUMNS}
        rows={site.prices.payChannels}
        rowKey={(each) => String(each.code)}
        labels={labels}
        rowActions={(each) => [{ key: 'edit', label: zhCNConsole.ads.edit, onSelect: () => setEditingChannel(each.code) }]}
      />
      {channel ? <ChannelEditor key={channel.code} channel={channel} onDone={() => setEditingChannel(null)} /> : null}
    </section>
  );
}

function VipPlanEditor({ plan, onDone }: { plan: VipPlanSetting; onDone: () => void }) {
  const site = useSnapshot(siteState);
  const [price, setPrice] = useState<number | null>(plan.price);
  const [days, setDays] = useState<number | null>(plan.days);
  const [enabled, setEnabled] = useState(plan.enabled);
  const save = async () => {
    if (price === null || days === null) return;
    if (await changeVipPlan(plan.index, { price, days, enabled })) onDone();
  };
  return (
    <EditDrawer title={text.editVipPlan(text.vipDays(plan.days))} saving={site.saving} onSave={save} onDone={onDone}>
      <NumberField label={text.priceYuan} value={price} onChange={setPrice} min={VIP_PLAN_PRICE_MIN} max={VIP_PLAN_PRICE_MAX} step={1} required />
      <NumberField label={text.days} value={days} onChange={setDays} min={VIP_PLAN_DAYS_MIN} max={VIP_PLAN_DAYS_MAX} step={1} required />
      <SwitchField label={text.enabled} checked={enabled} onChange={setEnabled} />
    </EditDrawer>
  );
}

function CoinEditor({ option, onDone }: { option: CoinOption; onDone: () => void }) {
  const site = useSnapshot(siteState);
  const [priceYuan, setPriceYuan] = useState<number | null>(option.priceYuan);
  const [coins, setCoins] = useState<number | null>(option.coins);
  const [sort, setSort] = useState<number | null>(option.sort);
  const [enabled, setEnabled] = useState(option.enabled);
  const save = async () => {
    if (priceYuan === null || coins === null || sort === null) return;
    if (await changeCoinOption(option.id, { priceYuan, coins, sort, enabled })) onDone();
  };
  return (
    <EditDrawer title={text.editCoinOption(text.yuan(option.priceYuan))} saving={site.saving} onSave={save} onDone={onDone}>
      <NumberField label={text.priceYuan} value={priceYuan} onChange={setPriceYuan} min={1} max={100_000} step={1} required />
      <NumberField label={text.coins} value={coins} onChange={setCoins} min={1} step={1} required />
      <NumberField label={text.sort} value={sort} onChange={setSort} min={0} step={1} />
      <SwitchField label={text.enabled} checked={enabled} onChange={setEnabled} />
    </EditDrawer>
  );
}

function ChannelEditor({ channel, onDone }: { channel: PayChannelSetting; onDone: () => void }) {
  const site = useSnapshot(siteState);
  const [name, setName] = useState(channel.name);
  const [sort, setSort] = useState<number | null>(channel.sort);
  const [enabled, setEnabled] = useState(channel.enabled);
  const save = async () => {
    if (!name.trim() || sort === null) return;
    if (await changePayChannel(channel.code, { name: name.trim(), sort, enabled })) onDone();
  };
  return (
    <EditDrawer title={text.editPayChannel(channel.name)} saving={site.saving} onSave={save} onDone={onDone}>
      <FormTextField label={text.channelName} value={name} onChange={setName} maxLength={20} required />
      <NumberField label={text.sort} value={sort} onChange={setSort} min={0} step={1} />
      <SwitchField label={text.enabled} checked={enabled} onChange={setEnabled} />
    </EditDrawer>
  );
}

/** A price row's form in the drawer titled with the row: 保存 closes it when it went through. */
function EditDrawer({ title, saving, onSave, onDone, children }: { title: string; saving: boolean; onSave: () => Promise<void>; onDone: () => void; children: ReactNode }) {
  return (
    <SideDrawer
      open
      title={title}
      onClose={onDone}
      closeLabel={zhCNConsole.close}
      footer={
        <>
          <Button variant="ghost" onClick={onDone}>
            {zhCNConsole.cancel}
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void onSave()}>
            {zhCNConsole.save}
          </Button>
        </>
      }
    >
      {children}
    </SideDrawer>
  );
}

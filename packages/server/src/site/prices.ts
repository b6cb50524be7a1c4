/**
 * Every query of the prices operators edit: VIP plans (migration 136), coin options and pay
 * channels (migration 050). Read from the table on every call, never kept per process: several
 * processes share the database, and a member must see the price the owner set.
 */
import type { CoinOption, CoinOptionChange, PayChannelChange, PayChannelSetting, VipPlan, VipPlanChange, VipPlanSetting } from '@nocturne/core';
import type { Db, SqlParam } from '../db/db.ts';

const PLAN_COLUMNS = { days: 'days', price: 'price_yuan', enabled: 'enabled' } as const;
const COIN_COLUMNS = { priceYuan: 'price_yuan', coins: 'coins', sort: 'sort', enabled: 'enabled' } as const;
const CHANNEL_COLUMNS = { name: 'name', sort: 'sort', enabled: 'enabled' } as const;

const PLAN_SELECT = 'SELECT plan_index AS "index", days, price_yuan AS price, enabled FROM vip_plans';
const COIN_SELECT = 'SELECT id::int AS id, price_yuan AS "priceYuan", coins::float8 AS coins, sort, enabled FROM coin_options';
const CHANNEL_SELECT = 'SELECT code, name, sort, enabled FROM pay_channels';

export function vipPlans(db: Db): Promise<VipPlanSetting[]> {
  return db.query<VipPlanSetting>(`${PLAN_SELECT} ORDER BY plan_index`);
}

/** The plans a member may see and buy: the ones switched on, in the index order of the client's cards. */
export function vipPlansOnOffer(db: Db): Promise<VipPlan[]> {
  return db.query<VipPlanSetting>(`${PLAN_SELECT} WHERE enabled ORDER BY plan_index`);
}

export function coinOptions(db: Db): Promise<CoinOption[]> {
  return db.query<CoinOption>(`${COIN_SELECT} ORDER BY sort, id`);
}

export function payChannels(db: Db): Promise<PayChannelSetting[]> {
  return db.query<PayChannelSetting>(`${CHANNEL_SELECT} ORDER BY sort, code`);
}

/** The first `shown` coin options switched on: the ones the coin page can show, and so the ones on offer. */
export async function coinOptionsOnOffer(db: Db, shown: number): Promise<{ id: number; priceYuan: number; coins: number }[]> {
  const rows = await db.query<{ id: number; price_yuan: number; coins: number }>('SELECT id, price_yuan, coins FROM coin_options WHERE enabled ORDER BY sort, id LIMIT $1', [shown]);
  return rows.map((row) => ({ id: Number(row.id), priceYuan: row.price_yuan, coins: row.coins }));
}

/** The pay channels switched on, in their order on the pay page. */
export function payChannelsOnOffer(db: Db): Promise<{ code: number; name: string }[]> {
  return db.query<{ code: number; name: string }>('SELECT code, name FROM pay_channels WHERE enabled ORDER BY sort, code');
}

/** SET clauses of the fields given, from $2 on ($1 is the row's key). */
function sets(change: Record<string, unknown>, columns: Record<string, string>): { clause: string; values: SqlParam[] } {
  const fields = Object.keys(change).filter((name) => name in columns);
  return { clause: fields.map((name, i) => `${columns[name]} = $${i + 2}`).join(', '), values: fields.map((name) => change[name] as SqlParam) };
}

interface PriceTable {
  table: string;
  key: string;
  select: string;
  columns: Record<string, string>;
}

const PLANS: PriceTable = { table: 'vip_plans', key: 'plan_index', select: PLAN_SELECT, columns: PLAN_COLUMNS };
const COINS: PriceTable = { table: 'coin_options', key: 'id', select: COIN_SELECT, columns: COIN_COLUMNS };
const CHANNELS: PriceTable = { table: 'pay_channels', key: 'code', select: CHANNEL_SELECT, columns: CHANNEL_COLUMNS };

/** The row before and after the change (for the audit log), or null when there is none with that key. */
export type Changed<Row extends object> = { before: Row; after: Row } | null;

function changeRow<Row extends object>(db: Db, { table, key, select, columns }: PriceTable, id: number, change: object): Promise<Changed<Row>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<Row>(`${select} WHERE ${key} = $1 FOR UPDATE`, [id]);
    if (!before) return null;
    const { clause, values } = sets(change as Record<string, unknown>, columns);
    await tx.query(`UPDATE ${table} SET ${clause} WHERE ${key} = $1`, [id, ...values]);
    const [after] = await tx.query<Row>(`${select} WHERE ${key} = $1`, [id]);
    return { before, after: after! };
  });
}

export function changeVipPlan(db: Db, index: number, change: VipPlanChange): Promise<Changed<VipPlanSetting>> {
  return changeRow<VipPlanSetting>(db, PLANS, index, change);
}

export function changeCoinOption(db: Db, id: number, change: CoinOptionChange): Promise<Changed<CoinOption>> {
  return changeRow<CoinOption>(db, COINS, id, change);
}

export function changePayChannel(db: Db, code: number, change: PayChannelChange): Promise<Changed<PayChannelSetting>> {
  return changeRow<PayChannelSetting>(db, CHANNELS, code, change);
}

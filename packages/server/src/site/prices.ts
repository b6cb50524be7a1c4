/** Every query of the prices operators edit: coin options and pay channels (migration 050). */
import type { CoinOption, CoinOptionChange, PayChannelChange, PayChannelSetting } from '@nocturne/core';
import type { Db, SqlParam } from '../db/db.ts';

const COIN_COLUMNS = { priceYuan: 'price_yuan', coins: 'coins', sort: 'sort', enabled: 'enabled' } as const;
const CHANNEL_COLUMNS = { name: 'name', sort: 'sort', enabled: 'enabled' } as const;

const COIN_SELECT = 'SELECT id::int AS id, price_yuan AS "priceYuan", coins::float8 AS coins, sort, enabled FROM coin_options';
const CHANNEL_SELECT = 'SELECT code, name, sort, enabled FROM pay_channels';

export function coinOptions(db: Db): Promise<CoinOption[]> {
  return db.query<CoinOption>(`${COIN_SELECT} ORDER BY sort, id`);
}

export function payChannels(db: Db): Promise<PayChannelSetting[]> {
  return db.query<PayChannelSetting>(`${CHANNEL_SELECT} ORDER BY sort, code`);
}

/** SET clauses of the fields given, from $2 on ($1 is the row's key). */
function sets(change: Record<string, unknown>, columns: Record<string, string>): { clause: string; values: SqlParam[] } {
  const fields = Object.keys(change).filter((name) => name in columns);
  return { clause: fields.map((name, i) => `${columns[name]} = $${i + 2}`).join(', '), values: fields.map((name) => change[name] as SqlParam) };
}

/** The option before and after, or null when there is none with that id. */
export async function changeCoinOption(db: Db, id: number, change: CoinOptionChange): Promise<{ before: CoinOption; after: CoinOption } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<CoinOption>(`${COIN_SELECT} WHERE id = $1 FOR UPDATE`, [id]);
    if (!before) return null;
    const { clause, values } = sets(change, COIN_COLUMNS);
    await tx.query(`UPDATE coin_options SET ${clause} WHERE id = $1`, [id, ...values]);
    const [after] = await tx.query<CoinOption>(`${COIN_SELECT} WHERE id = $1`, [id]);
    return { before, after: after! };
  });
}

export async function changePayChannel(db: Db, code: number, change: PayChannelChange): Promise<{ before: PayChannelSetting; after: PayChannelSetting } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<PayChannelSetting>(`${CHANNEL_SELECT} WHERE code = $1 FOR UPDATE`, [code]);
    if (!before) return null;
    const { clause, values } = sets(change, CHANNEL_COLUMNS);
    await tx.query(`UPDATE pay_channels SET ${clause} WHERE code = $1`, [code, ...values]);
    const [after] = await tx.query<PayChannelSetting>(`${CHANNEL_SELECT} WHERE code = $1`, [code]);
    return { before, after: after! };
  });
}

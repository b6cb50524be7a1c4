/** Test helpers for money: catalogue rows to buy, coins to spend, the ledger invariant. */
import { api, DEFAULT_VIP_PLANS, type Envelope } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { changeBalance, type Account } from '../src/money/ledger.ts';
import { imageMultipart, PNG } from './imageUpload.ts';

export async function memberIdOf(db: Db, memberCode: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [memberCode]);
  if (!rows[0]) throw new Error(`no member ${memberCode}`);
  return rows[0].id;
}

/** Credits an account through the ledger, as an operator adjustment would. */
export async function credit(db: Db, memberId: number, account: Account, amount: number): Promise<void> {
  await db.transaction((tx) => changeBalance(tx, { memberId, account, delta: amount, reason: 'operator' }));
}

export interface Balances {
  coins: number;
  balance_fen: number;
  held_fen: number;
}

export async function balancesOf(db: Db, memberId: number): Promise<Balances> {
  const rows = await db.query<Balances>('SELECT coins, balance_fen, held_fen FROM members WHERE id = $1', [memberId]);
  return { coins: Number(rows[0]!.coins), balance_fen: Number(rows[0]!.balance_fen), held_fen: Number(rows[0]!.held_fen) };
}

/** Every member's balances minus the sum of its ledger rows: all zero when the ledger is whole. */
export async function ledgerDrift(db: Db): Promise<{ member_id: number; account: string; drift: number }[]> {
  const rows = await db.query<{ member_id: number; account: string; drift: number | string }>(
    `SELECT m.id AS member_id, a.account,
            (CASE a.account WHEN 'coins' THEN m.coins WHEN 'balance' THEN m.balance_fen ELSE m.held_fen END)
              - COALESCE((SELECT sum(l.delta) FROM ledger l WHERE l.member_id = m.id AND l.account = a.account), 0) AS drift
       FROM members m CROSS JOIN (VALUES ('coins'), ('balance'), ('held')) AS a(account)`,
  );
  return rows.map((row) => ({ ...row, drift: Number(row.drift) })).filter((row) => row.drift !== 0);
}

/** A published video with `episodes` episodes; answers its code (its id) and episode ids. */
export async function videoWithEpisodes(db: Db, episodes = 1): Promise<{ code: number; episodeIds: number[] }> {
  const rows = await db.query<{ id: number }>("INSERT INTO videos (name) VALUES ('测试视频') RETURNING id");
  const videoId = rows[0]!.id;
  const episodeIds: number[] = [];
  for (let i = 0; i < episodes; i += 1) {
    const episode = await db.query<{ id: number }>(
      "INSERT INTO episodes (video_id, channel, name, sort) VALUES ($1, '线路一', $2, $3) RETURNING id",
      [videoId, `第${i + 1}集`, i],
    );
    episodeIds.push(episode[0]!.id);
  }
  return { code: videoId, episodeIds };
}

/** The VIP plans, coin options on offer and pay channels after migrations 050, 060 and 136 (resetDb empties them). */
export async function restorePaymentDefaults(db: Db): Promise<void> {
  await db.exec(`INSERT INTO coin_options (price_yuan, coins, sort) VALUES (10, 10, 1), (30, 32, 2);
    INSERT INTO pay_channels (code, name, sort) VALUES (1, '支付宝', 1), (2, '微信支付', 2);`);
  for (const plan of DEFAULT_VIP_PLANS) {
    await db.query('INSERT INTO vip_plans (plan_index, days, price_yuan) VALUES ($1, $2, $3)', [plan.index, plan.days, plan.price]);
  }
}

/** Uploads a payment-code image the way the app does (the image upload call); answers its URL. */
export async function uploadPaymentCode(app: FastifyInstance, token: string): Promise<string> {
  const { payload, headers } = imageMultipart(PNG, 'code.png');
  const response = await app.inject({
    method: 'POST',
    url: api.uploadAvatar.path,
    payload,
    headers: { ...headers, token },
  });
  return (response.json() as Envelope<{ file: string }>).data.file;
}

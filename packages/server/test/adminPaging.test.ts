/**
 * Operators can reconcile: the operator API pages through a member's whole ledger
 * and through all orders, newest first, with a cursor, instead of the newest 100/200 rows.
 */
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { registerMember, serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { credit, memberIdOf } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

function admin(url: string) {
  return t.app.inject({ method: 'GET', url: `/admin${url}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
}

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

async function page<T>(url: string): Promise<Page<T>> {
  const response = await admin(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Page<T> }).data;
}

/** Every page from the first to the one without a nextCursor. */
async function allPages<T>(path: string, query: string, onPage?: () => Promise<void>): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const got: Page<T> = await page<T>(`${path}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...got.items);
    pages += 1;
    cursor = got.nextCursor;
    await onPage?.();
  } while (cursor && pages < 100);
  return { items, pages };
}

async function member() {
  const m = await registerMember(t.app);
  return { code: m.memberCode, id: await memberIdOf(db, m.memberCode) };
}

describe("a member's whole ledger", () => {
  test('250 rows come back complete and newest first across pages: none twice, none missing', async () => {
    const m = await member();
    const other = await member();
    for (let i = 1; i <= 250; i += 1) {
      await credit(db, m.id, i % 2 ? 'coins' : 'balance', i);
      if (i % 50 === 0) await credit(db, other.id, 'coins', 1);
    }
    const expected = await db.query<{ id: number }>('SELECT id FROM ledger WHERE member_id = $1 ORDER BY id DESC', [m.id]);
    expect(expected).toHaveLength(250);

    // Rows written while the operator pages (newer ones) shift nothing.
    const { items, pages } = await allPages<{ id: number; delta: number; account: string }>(`/members/${m.code}/ledger`, 'limit=100', () =>
      credit(db, m.id, 'coins', 1),
    );
    expect(pages).toBe(3);
    expect(items.map((row) => row.id)).toEqual(expected.map((row) => Number(row.id)));
    expect(new Set(items.map((row) => row.id)).size).toBe(250);
    expect(items.at(-1)).toMatchObject({ delta: 1, account: 'coins' });
    expect(items[0]).toMatchObject({ delta: 250, account: 'balance' });
  });

  test('50 a page by default, at most 500; a bad cursor or limit is a 400, an unknown member a 404', async () => {
    const m = await member();
    for (let i = 1; i <= 60; i += 1) await credit(db, m.id, 'coins', 1);
    const first = await page<{ id: number }>(`/members/${m.code}/ledger`);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const last = await page<{ id: number }>(`/members/${m.code}/ledger?cursor=${first.nextCursor}`);
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.items).toHaveLength(10);
    for (const bad of ['limit=501', 'limit=0', 'limit=ten', 'cursor=abc', 'cursor=-1']) {
      expect((await admin(`/members/${m.code}/ledger?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await admin('/members/00000000/ledger')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/admin/members/${m.code}/ledger` })).statusCode).toBe(401);
  });
});

describe('all orders', () => {
  async function orders(memberId: number, n: number, state: (i: number) => string) {
    for (let i = 0; i < n; i += 1) {
      // Every third shares its second with the one before: ties are ordered by number.
      const at = new Date(Date.UTC(2026, 5, 1, 4, 0, i - (i % 3 === 2 ? 1 : 0)));
      await db.query(
        `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, coins, channel, provider, subject, state, created_at)
         VALUES ($1, $2, 'coins', 1000, 10, 1, 'sandbox', '10金币', $3, $4)`,
        [`P${String(memberId).padStart(4, '0')}${String(i).padStart(16, '0')}`, memberId, state(i), at],
      );
    }
  }

  test('230 orders of two members page completely, newest first, also by state and by member', async () => {
    const a = await member();
    const b = await member();
    await orders(a.id, 150, (i) => (i % 4 === 0 ? 'paid' : 'pending'));
    await orders(b.id, 80, () => 'expired');
    const expected = await db.query<{ order_no: string }>('SELECT order_no FROM pay_orders ORDER BY created_at DESC, order_no DESC');

    const all = await allPages<{ orderNo: string }>('/orders', 'limit=40');
    expect(all.pages).toBe(6);
    expect(all.items.map((order) => order.orderNo)).toEqual(expected.map((row) => row.order_no));

    const paid = await allPages<{ orderNo: string; state: string; memberCode: string }>('/orders', 'limit=7&state=paid');
    expect(paid.items).toHaveLength(38);
    expect(paid.items.every((order) => order.state === 'paid' && order.memberCode === a.code)).toBe(true);

    const ofB = await allPages<{ memberCode: string }>('/orders', `limit=30&member=${b.code}`);
    expect(ofB.items).toHaveLength(80);
    expect(ofB.items.every((order) => order.memberCode === b.code)).toBe(true);

    expect((await admin('/orders?cursor=P0000000000000000000000')).statusCode).toBe(400);
  });
});

/**
 * The money pages' CSV downloads: UTF-8 with a BOM, a Chinese header, RFC 4180 quoting, text
 * that would run as a formula neutralised, every row across more than one database page,
 * filtered as the list is, for the roles with the right only, and an audit entry each.
 */
import { consoleMoney, moneyApi } from '@nocturne/core';
import { expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { EXPORT_PAGE_ROWS } from '../src/admin/exports.ts';
import { csvField } from '../src/http/csv.ts';
import { registerMember, serverPerFile, type TestApp } from './harness.ts';
import { memberIdOf } from './money.ts';
import { signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

const BOM = '\uFEFF';

/** RFC 4180 lines to fields (quotes, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

function download(response: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(response.body.startsWith(BOM)).toBe(true);
  return parseCsv(response.body.slice(1));
}

async function ordersOf(memberId: number, count: number, state = 'paid', from = 0): Promise<void> {
  await db.query(
    `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, coins, channel, provider, subject, state, created_at, settled_at)
     SELECT 'N' || lpad(i::text, 6, '0'), $1, 'coins', 1000 + i, 10, 1, 'sandbox', '金币充值', $3, $4::timestamptz + i * interval '1 second', $4::timestamptz + i * interval '1 second'
       FROM generate_series($5::int, $5::int + $2::int - 1) i`,
    [memberId, count, state, t.clock.now(), from],
  );
}

test('a field with a comma, a quote or a line break is quoted; text starting = + - @ is neutralised; numbers stay numbers', () => {
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  for (const formula of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx']) expect(csvField(formula)).toBe(`'${formula}`);
  expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  expect(csvField(-250)).toBe('-250');
  expect(csvField(null)).toBe('');
  expect(csvField('金币')).toBe('金币');
});

test(`the orders export holds every row past one page of ${EXPORT_PAGE_ROWS}, newest first, filtered as the list`, async () => {
  const finance = await signedInOperator(t, db, 'finance');
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  await ordersOf(id, EXPORT_PAGE_ROWS * 2 + 7);
  await ordersOf(id, 3, 'pending', 5000);
  await db.query(`UPDATE pay_orders SET subject = $1 WHERE order_no = 'N000001'`, ['=cmd|"/c calc",\n会员']);

  const all = download(await finance('GET', moneyApi.ordersCsv.path));
  expect(all[0]).toEqual([...consoleMoney.csv.orders]);
  expect(all).toHaveLength(1 + EXPORT_PAGE_ROWS * 2 + 7 + 3);
  expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(EXPORT_PAGE_ROWS * 2 + 10);
  expect(all[1]).toEqual(['N005002', m.memberCode, '金币充值', '金币充值', '60.02', '待支付', '2026-06-01 13:23:22', '2026-06-01 13:23:22']);
  expect(all.find((row) => row[0] === 'N000001')![3]).toBe(`'=cmd|"/c calc",\n会员`);

  const paid = download(await finance('GET', `${moneyApi.ordersCsv.path}?state=paid&member=${m.memberCode}`));
  expect(paid).toHaveLength(1 + EXPORT_PAGE_ROWS * 2 + 7);
  expect(paid.slice(1).every((row) => row[5] === '已支付')).toBe(true);
  expect(download(await finance('GET', `${moneyApi.ordersCsv.path}?member=NOBODY`))).toHaveLength(1);

  const audit = await db.query<{ actor: string; action: string; after: unknown }>("SELECT actor, action, after FROM operator_audit WHERE action LIKE 'GET %'");
  expect(audit).toHaveLength(3);
  expect(audit[1]).toEqual({ actor: 'finance', action: 'GET /admin/orders/export', after: { exported: { state: 'paid', kind: null, memberCode: m.memberCode } } });
});

test("a member's ledger and a day's reconciliation export, each line judged", async () => {
  const finance = await signedInOperator(t, db, 'finance');
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  await db.query(
    `INSERT INTO ledger (member_id, account, delta, balance_after, reason, reference, created_at)
     SELECT $1, 'coins', CASE WHEN i % 2 = 0 THEN 5 ELSE -3 END, 100 + i, 'operator', '@ref' || i, $2 FROM generate_series(1, $3::int) i`,
    [id, t.clock.now(), EXPORT_PAGE_ROWS + 1],
  );
  const ledger = download(await finance('GET', moneyApi.ledgerCsv.path.replace(':code', m.memberCode)));
  expect(ledger[0]).toEqual([...consoleMoney.csv.ledger]);
  expect(ledger).toHaveLength(EXPORT_PAGE_ROWS + 2);
  expect(ledger[1]!.slice(1, 6)).toEqual(['金币', '-3', '601', expect.any(String), "'@ref501"]);

  await ordersOf(id, 2);
  await db.query(`INSERT INTO pay_notifications (provider, order_no, outcome, amount_fen, result, received_at) VALUES ('sandbox', 'N000000', 'paid', 1000, 'applied', $1), ('sandbox', 'X1', 'paid', 500, 'refused', $1)`, [t.clock.now()]);
  const sheet = download(await finance('GET', `${moneyApi.reconcileCsv.path}?day=2026-06-01`));
  expect(sheet).toEqual([
    [...consoleMoney.csv.reconcile],
    ['N000000', 'sandbox', '已支付', '10', '10', '一致'],
    ['N000001', 'sandbox', '已支付', '10.01', '', consoleMoney.reconcile.problems.paidWithoutNotification],
    ['X1', 'sandbox', '', '', '5', consoleMoney.reconcile.problems.notificationWithoutPaidOrder],
  ]);
});

test('only the roles with the right export; junk is a 400 and an unknown member a 404', async () => {
  const support = await signedInOperator(t, db, 'support');
  const content = await signedInOperator(t, db, 'content');
  const finance = await signedInOperator(t, db, 'finance');
  for (const client of [support, content]) {
    expect((await client('GET', moneyApi.ordersCsv.path)).statusCode).toBe(403);
    expect((await client('GET', `${moneyApi.reconcileCsv.path}?day=2026-06-01`)).statusCode).toBe(403);
  }
  expect((await support('GET', moneyApi.ledgerCsv.path.replace(':code', 'ABC'))).statusCode).toBe(403);
  for (const bad of ['?state=lost', '?kind=x', `?member=${'x'.repeat(65)}`]) expect((await finance('GET', `${moneyApi.ordersCsv.path}${bad}`)).statusCode, bad).toBe(400);
  for (const bad of ['', '?day=2026-02-31', '?day=soon']) expect((await finance('GET', `${moneyApi.reconcileCsv.path}${bad}`)).statusCode, bad).toBe(400);
  expect((await finance('GET', moneyApi.ledgerCsv.path.replace(':code', 'NOBODY'))).statusCode).toBe(404);
});

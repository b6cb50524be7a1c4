/**
 * Bad input on every call of core's contract, generated from the `api` table: for each
 * JSON call, every field of a valid body in turn missing, mistyped, huge, negative,
 * fractional or odd unicode; junk bodies on calls without one; broken uploads on the
 * multipart calls; no or a wrong token. Never a 5xx, always a message, a refusal where the
 * input can't be accepted, and afterwards no balance or ledger row changed. Then the calls
 * that carry a member code, userId or parentId, with another member's.
 */
import { api, type Api, type EndpointName, type Member, type Page, type InviteRecord, type RecordItem, type VideoDetail } from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { cashierPath, notifyPath } from '../../src/payments/paths.ts';
import { SandboxProvider, sandboxSecret } from '../../src/payments/sandbox.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { call, envelope, openTestDb, registerMember, TEST_START, testApp, testConfig, type TestApp } from '../harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, uploadPaymentCode } from '../money.ts';
import { badBodies, HUGE_TEXT } from './mutations.ts';
import { judge, problems, type Judged } from './sweep.ts';
import { validBodies, type ValidBodies } from './validBodies.ts';
import { pngClaiming } from '../imageUpload.ts';

let db: Db;
let t: TestApp;
let a: Member & { token: string };
let b: Member & { token: string };
let bodies: ValidBodies;
let before: string;

/** Everything a bad request must leave alone: every balance, the ledger, member B's profile and password. */
async function moneyAndOtherMember(): Promise<string> {
  // Members a lenient body may register come with nothing: only balances that are not zero count.
  const members = await db.query('SELECT member_code, coins, balance_fen, held_fen FROM members WHERE coins <> 0 OR balance_fen <> 0 OR held_fen <> 0 ORDER BY id');
  const ledger = await db.query('SELECT count(*)::int AS rows, COALESCE(sum(delta), 0)::bigint AS total FROM ledger');
  const other = await db.query('SELECT nickname, signature, avatar, password_hash FROM members WHERE member_code = $1', [b.memberCode]);
  return JSON.stringify({ members, ledger, other });
}

beforeAll(async () => {
  db = await openTestDb();
  // Abuse limits high enough that the sweep reaches validation and the services.
  t = await testApp(db, { config: testConfig({ registerPerAddressPerHour: 1_000_000, loginFailuresPerAddress: 1_000_000, loginFailuresPerAccount: 1_000_000 }) });
  await seedDemo(db, t.config, { media: false, now: TEST_START });
  a = await registerMember(t.app);
  b = await registerMember(t.app);
  // A has signed in and claimed today, has bought the sweep's episode (a lenient body that
  // buys it again buys nothing), owns 1 coin (less than an episode) and no cash: whatever a
  // bad request does, no legitimate path can move A's money.
  expect(envelope(await call(t.app, 'POST', api.signIn.path, { amount: 1, commodityType: 1, date: '2026-06-01' }, { token: a.token }), t.config).code).toBe(0);
  await call(t.app, 'GET', api.dailyLogin.path, undefined, { token: a.token });
  await credit(db, await memberIdOf(db, a.memberCode), 'coins', 1);
  const [episode] = await db.query<{ code: number; id: number }>(
    "SELECT v.id AS code, e.id FROM videos v JOIN episodes e ON e.video_id = v.id WHERE v.status = 'published' ORDER BY v.id, e.sort LIMIT 1",
  );
  const [ad] = await db.query<{ id: number }>('SELECT id FROM ads ORDER BY id LIMIT 1');
  const bought = await call(t.app, 'POST', api.buy.path, { cartoonCode: episode!.code, moviesInfoId: episode!.id, type: 0 }, { token: a.token });
  expect(bought.json().code).toBe(0);
  bodies = validBodies({
    ownCode: a.memberCode,
    otherCode: b.memberCode,
    videoCode: episode!.code,
    episodeId: episode!.id,
    adId: ad!.id,
    imageUrl: await uploadPaymentCode(t.app, a.token),
  });
  before = await moneyAndOtherMember();
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

const entries = Object.entries(api) as [EndpointName, Api[EndpointName]][];
const headersOf = (token: string | undefined, contentType = 'application/json') => ({ 'content-type': contentType, ...(token ? { token } : {}) });

function multipart(field: string, filename: string, type: string, content: Buffer): { payload: Buffer; contentType: string } {
  const boundary = '----robustness';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A 1x1 PNG header: accepted by the upload's checks. */
const PNG = pngClaiming(1, 1);

async function sweep(name: EndpointName, endpoint: Api[EndpointName]): Promise<Judged[]> {
  const { path, method } = endpoint;
  const token = a.token;
  const judged: Judged[] = [];
  const send = async (label: string, payload: string | Buffer | undefined, mustRefuse: boolean, contentType?: string, withToken: string | undefined = token) =>
    judged.push(await judge(t.app, `${name} ${label}`, { method, url: path, headers: headersOf(withToken, contentType), ...(payload === undefined ? {} : { payload }) }, mustRefuse));

  if (endpoint.auth) {
    // A visitor's call answers without a token (a visitor's preview); a bad token is still refused.
    await send('without a token', JSON.stringify(bodies[name] ?? {}), endpoint.auth === true, undefined, '');
    await send('with a wrong token', JSON.stringify(bodies[name] ?? {}), true, undefined, 'not-a-token');
    await send('with a huge token', JSON.stringify(bodies[name] ?? {}), true, undefined, 'x'.repeat(8 * 1024));
  }
  if (endpoint.body === 'json') {
    const valid = bodies[name];
    if (!valid) throw new Error(`validBodies.ts has no body for ${name}: add one so the sweep covers it`);
    for (const bad of badBodies(valid as Record<string, unknown>)) await send(bad.label, bad.payload, bad.mustRefuse);
  } else if (endpoint.body === 'multipart') {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const text = multipart('file', 'note.png', 'image/png', Buffer.from('not an image at all'));
    const renamed = multipart('other', 'a.png', 'image/png', png);
    const huge = multipart('file', 'big.png', 'image/png', Buffer.concat([png, Buffer.alloc(t.config.imageMaxBytes + 1024)]));
    await send('a JSON body instead of a file', JSON.stringify({ file: 'x' }), true);
    await send('an empty multipart body', Buffer.from('------robustness--\r\n'), true, 'multipart/form-data; boundary=----robustness');
    await send('a text file named .png', text.payload, true, text.contentType);
    // The bytes make an image, not the field's name: accepting it is a choice, not a failure.
    await send('an image in another field', renamed.payload, false, renamed.contentType);
    await send('an image above the size limit', huge.payload, true, huge.contentType);
    // Malformed multipart: the parser's own failures are the client's fault, never a 5xx.
    const good = multipart('file', 'a.png', 'image/png', PNG);
    await send('multipart without a boundary', good.payload, true, 'multipart/form-data');
    await send('multipart with a boundary the body does not use', good.payload, true, 'multipart/form-data; boundary=other');
    await send('a truncated multipart body', good.payload.subarray(0, good.payload.length - 30), true, good.contentType);
    await send('a multipart body cut inside its headers', good.payload.subarray(0, 40), true, good.contentType);
    const filePart = (filename: string) =>
      Buffer.concat([Buffer.from(`------robustness\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from('\r\n')]);
    await send('two files', Buffer.concat([filePart('a.png'), filePart('b.png'), Buffer.from('------robustness--\r\n')]), true, good.contentType);
    const empty = multipart('file', 'empty.png', 'image/png', Buffer.alloc(0));
    await send('an empty file', empty.payload, true, empty.contentType);
    // A 69-byte PNG whose header claims 100000x100000 px: a browser showing it allocates 40 GB.
    const claimsHuge = multipart('file', 'huge.png', 'image/png', pngClaiming(100_000, 100_000));
    await send('a PNG claiming 100000x100000 px', claimsHuge.payload, true, claimsHuge.contentType);
  } else {
    // Calls without a body: whatever comes along is ignored or refused, never a failure.
    await send('with a body that is not JSON', '{"broken": ', false);
    await send('with a huge body', JSON.stringify({ padding: HUGE_TEXT }), false);
    await send('with an array body', '[]', false);
  }
  return judged;
}

describe('bad input on every call of the contract', () => {
  test.each(entries)('%s: never a 5xx, always a message, refused where it must be', async (name, endpoint) => {
    const judged = await sweep(name, endpoint);
    expect(judged.length).toBeGreaterThan(0);
    expect(problems(judged)).toEqual([]);
  });

  test('the sweep changed no balance, no ledger row and nothing of the other member', async () => {
    expect(await moneyAndOtherMember()).toBe(before);
    expect(await ledgerDrift(db)).toEqual([]);
  });
});

describe("another member's code in a body reaches only the caller's own data", () => {
  const asA = <T>(endpoint: Api[EndpointName], body: unknown) => call(t.app, 'POST', endpoint.path, body, { token: a.token }).then((r) => envelope<T>(r, t.config, endpoint.encrypted));

  test("memberByCode with B's code answers A", async () => {
    const answer = await asA<Member>(api.memberByCode, { memberCode: b.memberCode });
    expect(answer.data.memberCode).toBe(a.memberCode);
  });

  test("changePassword with B's code and B's password changes nothing of B's", async () => {
    await asA(api.changePassword, { memberCode: b.memberCode, oldPwd: b.memberPwdTemp, newPwd: 'hijacked-1' });
    const asB = envelope<Member>(await call(t.app, 'POST', api.login.path, { loginName: b.memberName, loginPwd: b.memberPwdTemp }), t.config);
    expect(asB.code).toBe(0);
    const hijack = envelope(await call(t.app, 'POST', api.login.path, { loginName: b.memberName, loginPwd: 'hijacked-1' }), t.config);
    expect(hijack.code).not.toBe(0);
    b = { ...b, token: asB.data.token ?? b.token };
  });

  test("updateMember with B's code renames A, not B", async () => {
    await asA(api.updateMember, { memberAvatar: '', memberCode: b.memberCode, memberNichen: '冒名者', memberSignature: '' });
    const seenByB = envelope<Member>(await call(t.app, 'POST', api.memberByCode.path, { memberCode: b.memberCode }, { token: b.token }), t.config);
    expect(seenByB.data.memberNichen).not.toBe('冒名者');
  });

  test("invitedList with B's code lists A's invitees, not B's", async () => {
    await registerMember(t.app, { inviteCode: b.memberCode, address: '10.9.0.1' });
    const ofB = envelope<Page<InviteRecord>>(await call(t.app, 'POST', api.invitedList.path, { currentPage: 1, parentId: b.memberCode }, { token: b.token }), t.config);
    expect(ofB.data.list).toHaveLength(1);
    const seenByA = await asA<Page<InviteRecord>>(api.invitedList, { currentPage: 1, parentId: b.memberCode });
    expect(seenByA.data.list).toEqual([]);
  });

  test("payOrder with B's userId is A's order", async () => {
    expect((await asA<string>(api.payOrder, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: b.memberCode })).code).toBe(0);
    const recordsOfB = envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 0 }, { token: b.token }), t.config, true);
    expect(recordsOfB.data).toEqual([]);
    const rows = await db.query<{ member_code: string }>('SELECT m.member_code FROM pay_orders o JOIN members m ON m.id = o.member_id');
    expect(rows.map((row) => row.member_code)).not.toContain(b.memberCode);
  });
});

describe('cached catalogue reads carry no member data to another member', () => {
  test('getVideoDetail through a warm cache: each member sees its own progress and its own signed URLs', async () => {
    // A second app on the same database, with the production cache on (tests default to none).
    const cached = await testApp(db, { config: testConfig({ catalogueCacheMs: 60_000 }) });
    try {
      const [video] = await db.query<{ code: number; duration_seconds: number }>(
        "SELECT id AS code, duration_seconds FROM videos WHERE status = 'published' ORDER BY duration_seconds DESC, id LIMIT 1",
      );
      // A position inside the video (the server clamps progress to the duration).
      const position = Math.floor(video!.duration_seconds / 2) || 42;
      const progress = { ...validBodies({ ownCode: '', otherCode: '', videoCode: video!.code, episodeId: 1, adId: 1, imageUrl: '' }).playback!, collectDuration: position };
      expect(envelope(await call(cached.app, 'POST', api.playback.path, progress, { token: a.token }), cached.config).code).toBe(0);
      const detailOf = async (token: string) =>
        envelope<VideoDetail>(await call(cached.app, 'POST', api.videoDetail.path, { index: 0, vid: video!.code }, { token }), cached.config, true).data;
      const ofA = await detailOf(a.token);
      const ofB = await detailOf(b.token);
      expect([ofA.videoInfo.progress, ofB.videoInfo.progress]).toEqual([position, 0]);
      const urlsOf = (detail: VideoDetail) => detail.srcList.flatMap((channel) => channel.urlList.map((episode) => episode.url));
      expect(urlsOf(ofA).length).toBeGreaterThan(0);
      expect(urlsOf(ofA).filter((url) => urlsOf(ofB).includes(url))).toEqual([]);
    } finally {
      await cached.app.close();
    }
  });
});

describe('bad input on the payment pages and notifications (routes of our own)', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  test('junk, forged, replayed-with-another-amount and unknown notifications: never a 5xx, never a coin', async () => {
    const id = await memberIdOf(db, a.memberCode);
    const created = envelope<string>(await call(t.app, 'POST', api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: '' }, { token: a.token }), t.config);
    const { orderNo } = JSON.parse(created.data) as { orderNo: string };
    const sandbox = new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });
    const signed = (amountFen: number, order = orderNo) => new URLSearchParams(sandbox.sign({ orderNo: order, outcome: 'paid', amountFen })).toString();
    const genuine = new URLSearchParams(signed(1000));
    const forged = new URLSearchParams(genuine);
    forged.set('amountFen', '100000');
    const before = await balancesOf(db, id);
    const cases: [string, string, Record<string, string>, string?][] = [
      ['no body', '', form],
      ['not a form', '{"orderNo": 1}', { 'content-type': 'application/json' }],
      ['garbage', '%%%&&&===', form],
      ['huge', `orderNo=${'9'.repeat(100 * 1024)}`, form],
      ['a forged amount', forged.toString(), form],
      ['a bad signature', signed(1000).replace(/sign=[0-9a-f]/, 'sign=z'), form],
      ['repeated fields', `${signed(1000)}&orderNo=P00000000000000000000`, form],
      ['signed, with an amount other than the order price', signed(1), form],
      ['signed, for an order that does not exist', signed(1000, 'P99999999999999999999'), form],
      ['an unknown provider', signed(1000), form, notifyPath('nobody')],
    ];
    const answers = [];
    for (const [label, payload, headers, url] of cases) {
      const response = await t.app.inject({ method: 'POST', url: url ?? notifyPath('sandbox'), payload, headers });
      answers.push({ label, status: response.statusCode });
    }
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(await balancesOf(db, id)).toEqual(before);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('notifications with JSON bodies of any shape: a 4xx, never a 5xx, never a coin', async () => {
    const id = await memberIdOf(db, a.memberCode);
    const created = envelope<string>(await call(t.app, 'POST', api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: '' }, { token: a.token }), t.config);
    const { orderNo } = JSON.parse(created.data) as { orderNo: string };
    const sandbox = new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });
    const genuine: Record<string, unknown> = sandbox.sign({ orderNo, outcome: 'paid', amountFen: 1000 });
    const before = await balancesOf(db, id);
    const odd: unknown[] = [1, 1.5, -1, 1e308, true, null, [], ['a'], {}, { sign: 'x' }, 'x'.repeat(10_000)];
    const bodies: [string, unknown][] = [
      ...odd.map((value): [string, unknown] => [`sign ${JSON.stringify(value).slice(0, 20)}`, { ...genuine, sign: value }]),
      ...Object.keys(genuine).flatMap((key) => odd.map((value): [string, unknown] => [`${key} ${JSON.stringify(value).slice(0, 20)}`, { ...genuine, [key]: value }])),
      ['an array', [genuine]],
      ['an empty array', []],
      ['a number', 42],
      ['a string', 'sign'],
      ['null', null],
      ['huge', { ...genuine, padding: 'x'.repeat(100 * 1024) }],
      ['many fields', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, i]))],
    ];
    const answers = [];
    for (const [label, body] of bodies) {
      const response = await t.app.inject({ method: 'POST', url: notifyPath('sandbox'), payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      answers.push({ label, status: response.statusCode });
    }
    expect(answers.filter((answer) => answer.status < 400 || answer.status >= 500)).toEqual([]);
    expect(await balancesOf(db, id)).toEqual(before);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('the cashier page refuses a malformed order number or outcome with a 4xx', async () => {
    const statuses = await Promise.all([
      t.app.inject({ method: 'GET', url: cashierPath('../../etc/passwd', 'A'.repeat(22)) }),
      t.app.inject({ method: 'GET', url: cashierPath(`P${'1'.repeat(20)}`, 'A'.repeat(22)) }),
      t.app.inject({ method: 'GET', url: cashierPath(`P20260601040000${'A'.repeat(16)}`, 'A'.repeat(5000)) }),
      t.app.inject({ method: 'POST', url: cashierPath(`P20260601040000${'A'.repeat(16)}`, 'A'.repeat(22)), payload: 'result=maybe', headers: form }),
      t.app.inject({ method: 'POST', url: cashierPath('x'.repeat(5000), 'A'.repeat(22)), payload: 'result=success', headers: form }),
      t.app.inject({ method: 'POST', url: `/renren-api/pay/sandbox/P20260601040000${'A'.repeat(16)}`, payload: 'result=success', headers: form }),
    ]).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
  });
});

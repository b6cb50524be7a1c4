/**
 * A member as the journeys need one, through the member API over HTTP as the original client
 * calls it: registering, a payment code upload, a withdrawal, the records, the support chat.
 */
import { api, decryptJson, type Envelope, type Member, type RecordItem } from '@nocturne/core';
import type { RunningServer } from '../../server/src/start.ts';
import { changeBalance } from '../../server/src/money/ledger.ts';

/** A real 1x1 PNG: the payment code finance looks at. */
const PAYMENT_CODE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface TestMember {
  code: string;
  token: string;
  call<T>(path: string, init?: { method?: string; body?: unknown; form?: FormData }, encrypted?: boolean): Promise<Envelope<T>>;
}

export async function registerMember(server: RunningServer): Promise<TestMember> {
  const call = async <T>(path: string, init: { method?: string; body?: unknown; form?: FormData } = {}, encrypted = false, token = ''): Promise<Envelope<T>> => {
    const headers: Record<string, string> = token ? { token } : {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server.url + path, {
      method: init.method ?? (init.body !== undefined || init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const envelope = (await response.json()) as Envelope<unknown>;
    if (encrypted && envelope.code === 0 && typeof envelope.data === 'string') return { ...envelope, data: decryptJson<T>(envelope.data, server.config.aes) };
    return envelope as Envelope<T>;
  };
  const registered = await call<Member>('/renren-api/api/auto-register', { body: { deviceType: 0, uuid: crypto.randomUUID() } });
  if (registered.code !== 0 || !registered.data.token) throw new Error(`registration failed: ${registered.msg}`);
  const token = registered.data.token;
  return { code: registered.data.memberCode, token, call: (path, init, encrypted) => call(path, init, encrypted, token) };
}

/** Credits the member's withdrawable cash (as an earlier commission would) and files a withdrawal of `yuan`. */
export async function memberWithdrawing(server: RunningServer, fen: number, yuan: number): Promise<TestMember> {
  const member = await registerMember(server);
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [member.code]);
  await server.db.transaction((tx) => changeBalance(tx, { memberId: row!.id, account: 'balance', delta: fen, reason: 'operator', reference: 'e2e' }));
  const form = new FormData();
  form.append('file', new Blob([PAYMENT_CODE], { type: 'image/png' }), 'code.png');
  const upload = await member.call<{ file: string }>(api.uploadAvatar.path, { form });
  if (upload.code !== 0) throw new Error(`upload failed: ${upload.msg}`);
  const withdrawal = await member.call(api.withdraw.path, { body: { imgurl: upload.data.file, index: 'zfb', money: yuan } });
  if (withdrawal.code !== 0) throw new Error(`withdrawal failed: ${withdrawal.msg}`);
  return member;
}

export const withdrawalRecords = async (member: TestMember): Promise<RecordItem[]> => (await member.call<RecordItem[]>(api.records.path, { body: { index: 2 } }, true)).data;

export async function sayToSupport(member: TestMember, content: string): Promise<void> {
  const sent = await member.call(api.chatSend.path, { body: { content } });
  if (sent.code !== 0) throw new Error(`chat failed: ${sent.msg}`);
}

export async function reportVideo(member: TestMember, cartoonCode: number, reason: string): Promise<void> {
  const reported = await member.call(api.report.path, { body: { cartoonCode, reason } });
  if (reported.code !== 0) throw new Error(`report failed: ${reported.msg}`);
}

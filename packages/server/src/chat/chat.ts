/**
 * Customer chat: one thread per member. A member's messages read as 'send' to the member,
 * an operator's as 'receive'. Operators reply through the admin API.
 */
import { type ChatMessage, type ChatThreadSummary, formatDateTime, zhCNChat } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { badRequest } from '../http/errors.ts';
import { memberIdByCode, memberNames } from '../members/memberCodes.ts';

export const CHAT_TEXT_MAX = 500;
/** The newest messages a thread shows. */
export const CHAT_LIST_LIMIT = 200;

export type ChatSender = 'member' | 'operator';
export type ChatKind = 'text' | 'img';

interface ChatRow {
  id: number;
  sender: ChatSender;
  kind: ChatKind;
  body: string;
  created_at: Date;
}

function toMessage(row: ChatRow, timeZone: string): ChatMessage {
  return {
    id: row.id,
    sendReceive: row.sender === 'member' ? 'send' : 'receive',
    messageType: row.kind,
    message: row.body,
    updateTime: formatDateTime(row.created_at, timeZone),
  };
}

async function insertMessage(deps: AppDeps, memberId: number, sender: ChatSender, kind: ChatKind, body: string, db: Db = deps.db): Promise<ChatMessage> {
  const row = await queryOne<ChatRow>(
    db,
    'INSERT INTO chat_messages (member_id, sender, kind, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [memberId, sender, kind, body, deps.now()],
  );
  return toMessage(row!, deps.config.businessTimeZone);
}

/** Text without surrounding blanks; empty text is refused with the spec's message. */
function chatText(content: string): string {
  const text = content.trim();
  if (text === '') throw badRequest(zhCNChat.required);
  return text;
}

export function sendText(deps: AppDeps, memberId: number, content: string): Promise<ChatMessage> {
  return insertMessage(deps, memberId, 'member', 'text', chatText(content));
}

export function sendPicture(deps: AppDeps, memberId: number, imageUrl: string): Promise<ChatMessage> {
  return insertMessage(deps, memberId, 'member', 'img', imageUrl);
}

/** The member's thread, oldest first (the newest CHAT_LIST_LIMIT). */
export async function listMessages(deps: Pick<AppDeps, 'db' | 'config'>, memberId: number): Promise<ChatMessage[]> {
  const rows = await deps.db.query<ChatRow>(
    `SELECT * FROM (SELECT * FROM chat_messages WHERE member_id = $1 ORDER BY id DESC LIMIT $2) newest ORDER BY id`,
    [memberId, CHAT_LIST_LIMIT],
  );
  return rows.map((row) => toMessage(row, deps.config.businessTimeZone));
}

/** The thread of the member with this code, as the member sees it (for the operator). */
export async function threadOf(deps: Pick<AppDeps, 'db' | 'config'>, memberCode: string): Promise<ChatMessage[]> {
  return listMessages(deps, await memberIdByCode(deps.db, memberCode));
}

/** An operator's reply into a member's thread; `alongside` runs in its transaction (the audit entry). */
export async function operatorReply(deps: AppDeps, memberCode: string, content: string, alongside: (tx: Db) => Promise<void> = async () => undefined): Promise<ChatMessage> {
  const memberId = await memberIdByCode(deps.db, memberCode);
  const text = chatText(content);
  return deps.db.transaction(async (tx) => {
    const message = await insertMessage(deps, memberId, 'operator', 'text', text, tx);
    await alongside(tx);
    return message;
  });
}

/** Threads for the operator, those awaiting an answer first, then the most recent. */
export async function listThreads(db: Db): Promise<ChatThreadSummary[]> {
  const rows = await db.query<{ member_id: number; body: string; created_at: Date; unanswered: number }>(
    `SELECT t.member_id, last.body, last.created_at,
            (SELECT count(*)::int FROM chat_messages c
              WHERE c.member_id = t.member_id AND c.sender = 'member'
                AND c.id > COALESCE((SELECT max(o.id) FROM chat_messages o WHERE o.member_id = t.member_id AND o.sender = 'operator'), 0)) AS unanswered
       FROM (SELECT DISTINCT member_id FROM chat_messages) t
       JOIN LATERAL (SELECT body, created_at FROM chat_messages c WHERE c.member_id = t.member_id ORDER BY id DESC LIMIT 1) last ON true
      ORDER BY last.created_at DESC
      LIMIT 500`,
  );
  const names = await memberNames(
    db,
    rows.map((row) => Number(row.member_id)),
  );
  return rows
    .map((row) => {
      const name = names.get(Number(row.member_id));
      return { memberCode: name?.memberCode ?? '', nickname: name?.nickname ?? '', lastMessage: row.body, lastAt: row.created_at.toISOString(), unanswered: row.unanswered };
    })
    .sort((a, b) => Number(b.unanswered > 0) - Number(a.unanswered > 0));
}

/**
 * The support pages' state: chat threads (awaiting an answer first) and a thread with its
 * reply, reports with their decisions, and a video's danmaku paged for moderation.
 */
import { consoleSupport, supportApi, type ChatMessage } from '@nocturne/core';
import { proxy } from 'valtio';
import { listStore } from './list.ts';
import { attempt } from './outcome.ts';
import { operatorClient } from './runtime.ts';

/** How often the open chat page reads the threads and the open thread again (members write meanwhile). */
export const SUPPORT_POLL_MS = 5000;

export const chats = listStore(() => operatorClient().call(supportApi.chats), { paging: 'whole' });

/** The open thread beside the list. */
export const chatsState = proxy({
  /** The member whose thread is open. */
  openCode: null as string | null,
  messages: [] as ChatMessage[],
  sending: false,
});

export async function openThread(code: string): Promise<void> {
  if (chatsState.openCode !== code) chatsState.messages = [];
  chatsState.openCode = code;
  // A failed read keeps what is shown; the page's poll reads it again.
  const messages = await operatorClient()
    .call(supportApi.chatThread, undefined, { code })
    .catch(() => null);
  if (messages && chatsState.openCode === code) chatsState.messages = messages;
}

/** Sends a reply into the open thread; answers null when sent, else the sentence. */
export async function replyToThread(content: string): Promise<string | null> {
  const code = chatsState.openCode;
  if (code === null || chatsState.sending) return null;
  return attempt(
    async () => {
      const sent = await operatorClient().call(supportApi.reply, { content: content.trim() }, { code });
      if (chatsState.openCode === code) chatsState.messages = [...chatsState.messages, sent];
      await chats.load();
    },
    // The reply shows itself in the thread.
    null,
    (on) => (chatsState.sending = on),
  );
}

/** While the chat page is shown: the threads and the open thread read again every SUPPORT_POLL_MS. Answers the stop. */
export function watchChats(): () => void {
  const timer = setInterval(() => {
    if (typeof document !== 'undefined' && document.hidden) return;
    void chats.reload({ quiet: true });
    if (chatsState.openCode !== null) void openThread(chatsState.openCode);
  }, SUPPORT_POLL_MS);
  return () => clearInterval(timer);
}

/** Open reports, oldest first. */
export const reports = listStore(() => operatorClient().call(supportApi.reports, { state: 'open' }), {
  paging: 'whole',
  /** The report a decision is on its way for. */
  extra: { busy: null as number | null },
});

/**
 * Dismisses a report, or takes its video down with the operator's reason (the audit log keeps
 * it); answers null when done, else the sentence. The list is read again either way.
 */
export async function resolveReport(id: number, resolution: { action: 'dismiss' } | { action: 'takeDown'; reason: string }): Promise<string | null> {
  const refusal = await attempt(
    () =>
      resolution.action === 'dismiss'
        ? operatorClient().call(supportApi.dismissReport, undefined, { id })
        : operatorClient().call(supportApi.takeDownReport, { reason: resolution.reason }, { id }),
    resolution.action === 'dismiss' ? consoleSupport.reports.dismissed : consoleSupport.reports.takenDown,
    (on) => (reports.state.busy = on ? id : null),
  );
  await reports.load();
  return refusal;
}

export const danmaku = listStore((videoCode: string, cursor) => operatorClient().call(supportApi.danmaku, cursor ? { cursor } : {}, { code: videoCode }), {
  /** The danmaku a deletion is on its way for. */
  extra: { busy: null as number | null },
});

/**
 * Deletes one danmaku (the page is read again); answers null when done, else the sentence.
 * A second press while its deletion is on its way (a double click) sends nothing.
 */
export async function deleteDanmu(id: number): Promise<string | null> {
  if (danmaku.state.busy === id) return null;
  return attempt(
    async () => {
      await operatorClient().call(supportApi.deleteDanmu, undefined, { id });
      await danmaku.reload();
    },
    consoleSupport.danmaku.deleted,
    (on) => (danmaku.state.busy = on ? id : null),
  );
}

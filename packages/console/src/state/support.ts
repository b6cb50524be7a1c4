/**
 * The support pages' state: chat threads (awaiting an answer first) and a thread with its
 * reply, reports with their decisions, and a video's danmaku paged for moderation.
 */
import { supportApi, type ChatMessage, type ChatThreadSummary, type ReportView } from '@nocturne/core';
import { proxy } from 'valtio';
import { cursorList, type ListStatus } from './cursorList.ts';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';

/** How often the open chat page reads the threads and the open thread again (members write meanwhile). */
export const SUPPORT_POLL_MS = 5000;

export const chatsState = proxy({
  status: 'idle' as ListStatus,
  threads: [] as ChatThreadSummary[],
  error: null as string | null,
  /** The member whose thread is open. */
  openCode: null as string | null,
  messages: [] as ChatMessage[],
  sending: false,
});

export async function loadChats(): Promise<void> {
  if (chatsState.status !== 'ready') chatsState.status = 'loading';
  try {
    chatsState.threads = await operatorClient().call(supportApi.chats);
    chatsState.status = 'ready';
    chatsState.error = null;
  } catch (error) {
    chatsState.error = messageOf(error);
    chatsState.status = 'error';
  }
}

export async function openThread(code: string): Promise<void> {
  if (chatsState.openCode !== code) chatsState.messages = [];
  chatsState.openCode = code;
  try {
    const messages = await operatorClient().call(supportApi.chatThread, undefined, { code });
    if (chatsState.openCode === code) chatsState.messages = messages;
  } catch (error) {
    chatsState.error = messageOf(error);
  }
}

/** Sends a reply into the open thread; answers null when sent, else the sentence to show. */
export async function replyToThread(content: string): Promise<string | null> {
  const code = chatsState.openCode;
  if (code === null || chatsState.sending) return null;
  chatsState.sending = true;
  try {
    const sent = await operatorClient().call(supportApi.reply, { content: content.trim() }, { code });
    if (chatsState.openCode === code) chatsState.messages = [...chatsState.messages, sent];
    await loadChats();
    return null;
  } catch (error) {
    return messageOf(error);
  } finally {
    chatsState.sending = false;
  }
}

/** While the chat page is shown: the threads and the open thread read again every SUPPORT_POLL_MS. Answers the stop. */
export function watchChats(): () => void {
  const timer = setInterval(() => {
    if (typeof document !== 'undefined' && document.hidden) return;
    void loadChats();
    if (chatsState.openCode !== null) void openThread(chatsState.openCode);
  }, SUPPORT_POLL_MS);
  return () => clearInterval(timer);
}

export const reportsState = proxy({
  status: 'idle' as ListStatus,
  items: [] as ReportView[],
  error: null as string | null,
  busy: null as number | null,
});

export async function loadReports(): Promise<void> {
  reportsState.status = 'loading';
  try {
    reportsState.items = await operatorClient().call(supportApi.reports, { state: 'open' });
    reportsState.status = 'ready';
    reportsState.error = null;
  } catch (error) {
    reportsState.error = messageOf(error);
    reportsState.status = 'error';
  }
}

/** Dismisses a report, or takes its video down; answers null when done, else the sentence. */
export async function resolveReport(id: number, action: 'dismiss' | 'takeDown'): Promise<string | null> {
  reportsState.busy = id;
  try {
    await operatorClient().call(action === 'dismiss' ? supportApi.dismissReport : supportApi.takeDownReport, undefined, { id });
    return null;
  } catch (error) {
    return messageOf(error);
  } finally {
    reportsState.busy = null;
    await loadReports();
  }
}

export const danmaku = cursorList((videoCode: string, cursor) => operatorClient().call(supportApi.danmaku, cursor ? { cursor } : {}, { code: videoCode }));

/** Deletes one danmaku; answers null when done (the page is read again), else the sentence. */
export async function deleteDanmu(id: number): Promise<string | null> {
  try {
    await operatorClient().call(supportApi.deleteDanmu, undefined, { id });
    await danmaku.reload();
    return null;
  } catch (error) {
    return messageOf(error);
  }
}

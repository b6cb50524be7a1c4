import { api, type ChatMessage, type UploadFile } from '@nocturne/core';
import { proxy } from 'valtio';
import { runtime } from './runtime.ts';

/** The member's support thread, oldest first. */
export function fetchChatThread(): Promise<ChatMessage[]> {
  return runtime().client.call(api.chatList);
}

/** How often the open chat page asks for the operator's replies. */
export const CHAT_POLL_MS = 5000;

/** What the watch reads of the page: whether it is hidden, and when that changes. */
export type PageVisibility = Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;

/**
 * While the chat page is open: asks for the thread every CHAT_POLL_MS so an operator's reply
 * shows without a reload, through the same call that opened it (the member protocol is the
 * original client's). A hidden page asks nothing, and asks at once when it is shown again; a
 * failed poll waits for the next. Answers the stop; an answer arriving after it is dropped.
 */
export function watchChatThread(onThread: (messages: ChatMessage[]) => void, page: PageVisibility = document): () => void {
  let stopped = false;
  const poll = () => {
    if (stopped || page.hidden) return;
    void fetchChatThread().then(
      (messages) => {
        if (!stopped) onThread(messages);
      },
      () => undefined,
    );
  };
  const timer = setInterval(poll, CHAT_POLL_MS);
  page.addEventListener('visibilitychange', poll);
  return () => {
    stopped = true;
    clearInterval(timer);
    page.removeEventListener('visibilitychange', poll);
  };
}

/** Whether a message is on its way (the composer's send shows busy meanwhile). */
export const chatComposerState = proxy({ sending: false });

/**
 * One message at a time: while one is on its way another send sends nothing and answers null
 * (a fast double tap on 发送 posted the same text twice; the page's own flag comes a render late).
 */
async function oneMessage(send: () => Promise<ChatMessage>): Promise<ChatMessage | null> {
  if (chatComposerState.sending) return null;
  chatComposerState.sending = true;
  try {
    return await send();
  } finally {
    chatComposerState.sending = false;
  }
}

/** Sends a text message (already validated by core's `validateChat`); answers it as stored. */
export function sendChatText(content: string): Promise<ChatMessage | null> {
  return oneMessage(() => runtime().client.call(api.chatSend, { content: content.trim() }));
}

/** Sends a picture; answers it as stored. */
export function sendChatPicture(file: UploadFile): Promise<ChatMessage | null> {
  return oneMessage(() => runtime().client.call(api.chatSendPicture, { file }));
}

import { api, type ChatMessage, type UploadFile } from '@nocturne/core';
import { proxy } from 'valtio';
import { runtime } from './runtime.ts';

/** The member's support thread, oldest first. */
export function fetchChatThread(): Promise<ChatMessage[]> {
  return runtime().client.call(api.chatList);
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

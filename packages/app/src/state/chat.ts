import { api, type ChatMessage, type UploadFile } from '@nocturne/core';
import { runtime } from './runtime.ts';

/** The member's support thread, oldest first. */
export function fetchChatThread(): Promise<ChatMessage[]> {
  return runtime().client.call(api.chatList);
}

/** Sends a text message (already validated by core's `validateChat`); answers it as stored. */
export function sendChatText(content: string): Promise<ChatMessage> {
  return runtime().client.call(api.chatSend, { content: content.trim() });
}

/** Sends a picture; answers it as stored. */
export function sendChatPicture(file: UploadFile): Promise<ChatMessage> {
  return runtime().client.call(api.chatSendPicture, { file });
}

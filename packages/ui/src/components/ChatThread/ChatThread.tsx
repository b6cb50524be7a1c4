import { useEffect, useRef } from 'react';
import { ChatBubble, type ChatMessageView } from '../ChatBubble/ChatBubble.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import * as styles from './ChatThread.css.ts';

export interface ChatThreadProps {
  /** Names the conversation, e.g. '在线客服'. */
  title: string;
  messages: readonly ChatMessageView[];
  imageAlt: string;
  /** Shown when there are no messages yet. */
  emptyText?: string;
  /** The empty conversation's second line, e.g. how support answers. */
  emptyHint?: string;
}

/** How far from the end the member still counts as reading the latest message. */
const PINNED_SLACK_PX = 24;

/**
 * The conversation, oldest first; it scrolls to the latest message whenever one arrives, and
 * stays there when a picture loads and grows it (unless the member scrolled back to read).
 */
export function ChatThread({ title, messages, imageAlt, emptyText, emptyHint }: ChatThreadProps) {
  const list = useRef<HTMLDivElement>(null);
  const latest = messages.at(-1)?.id;

  // Whether the member is reading the latest message: a picture that loads later grows the
  // thread, and it should stay at the latest then, not where the growth left it.
  const pinned = useRef(true);

  useEffect(() => {
    const node = list.current;
    if (!node) return;
    node.scrollTop = node.scrollHeight;
    pinned.current = true;
  }, [latest, messages.length]);

  useEffect(() => {
    const node = list.current;
    if (!node) return undefined;
    const scrolled = () => {
      pinned.current = node.scrollTop + node.clientHeight >= node.scrollHeight - PINNED_SLACK_PX;
    };
    // A picture's load does not bubble: listen in the capture phase.
    const pictureLoaded = () => {
      if (pinned.current) node.scrollTop = node.scrollHeight;
    };
    node.addEventListener('scroll', scrolled, { passive: true });
    node.addEventListener('load', pictureLoaded, true);
    return () => {
      node.removeEventListener('scroll', scrolled);
      node.removeEventListener('load', pictureLoaded, true);
    };
  }, []);

  return (
    <div ref={list} className={styles.thread} role="log" aria-label={title} tabIndex={0}>
      {messages.length === 0 && emptyText ? (
        <div className={styles.empty}>
          <EmptyState illustration="chat" message={emptyText} hint={emptyHint} />
        </div>
      ) : null}
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} imageAlt={imageAlt} />
      ))}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { ChatBubble, type ChatMessageView } from '../ChatBubble/ChatBubble.tsx';
import * as styles from './ChatThread.css.ts';

export interface ChatThreadProps {
  /** Names the conversation, e.g. '在线客服'. */
  title: string;
  messages: readonly ChatMessageView[];
  imageAlt: string;
  /** Shown when there are no messages yet. */
  emptyText?: string;
}

/** The conversation, oldest first; it scrolls to the latest message whenever one arrives. */
export function ChatThread({ title, messages, imageAlt, emptyText }: ChatThreadProps) {
  const list = useRef<HTMLDivElement>(null);
  const latest = messages.at(-1)?.id;

  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [latest, messages.length]);

  return (
    <div ref={list} className={styles.thread} role="log" aria-label={title} tabIndex={0}>
      {messages.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} imageAlt={imageAlt} />
      ))}
    </div>
  );
}

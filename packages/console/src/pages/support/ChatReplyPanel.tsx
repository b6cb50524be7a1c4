/** The open thread as the member sees it, and the reply box. */
import { consoleSupport, type ChatMessage } from '@nocturne/core';
import { Button, ChatThread, FormTextArea } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { chatsState, replyToThread } from '../../state/support.ts';
import * as styles from '../lists/lists.css.ts';

const text = consoleSupport.chats;
/** The member's chat takes 500 characters a message; the operator's reply the same. */
const REPLY_MAX = 500;

// The member's 'send' is what the operator receives: the thread is drawn from support's side.
const view = (message: ChatMessage) => ({
  id: String(message.id),
  direction: message.sendReceive === 'send' ? ('received' as const) : ('sent' as const),
  kind: message.messageType === 'img' ? ('image' as const) : ('text' as const),
  content: message.message,
  time: message.updateTime,
});

export function ChatReplyPanel({ title, messages }: { title: string; messages: readonly ChatMessage[] }) {
  const { sending } = useSnapshot(chatsState);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (reply.trim() === '') return setError(text.replyRequired);
    setError(null);
    if ((await replyToThread(reply)) === null) setReply('');
  }

  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <ChatThread title={title} messages={messages.map(view)} imageAlt={text.image} emptyText={text.empty} />
      <form className={styles.stack} onSubmit={(event) => void send(event)} noValidate>
        <FormTextArea label={text.replyLabel} value={reply} onChange={setReply} maxLength={REPLY_MAX} showCount error={error} />
        <Button type="submit" variant="primary" loading={sending}>
          {text.send}
        </Button>
      </form>
    </section>
  );
}

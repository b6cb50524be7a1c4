import { validateChat, zhCN, type ChatMessage } from '@nocturne/core';
import { ChatComposer, ChatThread } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { fetchChatThread, sendChatPicture, sendChatText } from '../../state/chat.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import * as styles from './chat.css.ts';

/** How often the thread asks for the operator's replies while the page is open. */
const CHAT_POLL_MS = 5000;

function view(message: ChatMessage) {
  return {
    id: String(message.id),
    direction: message.sendReceive === 'send' ? ('sent' as const) : ('received' as const),
    kind: message.messageType === 'img' ? ('image' as const) : ('text' as const),
    content: message.message,
    time: message.updateTime,
  };
}

/** Customer chat (/service): bubbles, image upload, text and send. */
export default function ChatPage() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const load = () =>
      fetchChatThread()
        .then(setMessages)
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  const append = (message: ChatMessage) => setMessages((current) => [...current, message]);
  const send = async () => {
    const invalid = validateChat(text);
    if (invalid) {
      showToast(invalid);
      return;
    }
    setSending(true);
    try {
      append(await sendChatText(text));
      setText('');
    } catch {
      showToast(zhCN.common.networkError);
    } finally {
      setSending(false);
    }
  };
  const sendPicture = async (file: File) => {
    setSending(true);
    try {
      append(await sendChatPicture(file));
    } catch {
      showToast(zhCN.profile.uploadFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Page title={zhCN.chat.title}>
      <ChatThread title={zhCN.labels.chat} messages={messages.map(view)} imageAlt={zhCN.chat.imageAlt} emptyText={zhCN.common.empty} />
      <div className={styles.composer}>
        <ChatComposer
        value={text}
        onChange={setText}
        onSend={() => void send()}
        onPickImage={(file) => void sendPicture(file)}
        inputLabel={zhCN.chat.title}
        placeholder={zhCN.chat.placeholder}
        sendLabel={zhCN.chat.send}
        imageLabel={zhCN.chat.image}
        sending={sending}
        />
      </div>
    </Page>
  );
}

import { type ChatMessage, validateChat, zhCN, zhCNChat, zhCNEmpty, zhCNProfile } from '@nocturne/core';
import { ChatComposer, ChatThread } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chatComposerState, fetchChatThread, sendChatPicture, sendChatText, watchChatThread } from '../../state/chat.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import * as styles from './chat.css.ts';

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
  const { sending } = useSnapshot(chatComposerState);

  // The first load says when it failed (and offers 重试); once it has loaded, the thread
  // watches for the operator's replies while the page is shown.
  const thread = usePageLoad(() => fetchChatThread().then(setMessages));
  useEffect(() => (thread.status === 'ready' ? watchChatThread(setMessages) : undefined), [thread.status]);

  const append = (message: ChatMessage) => setMessages((current) => [...current, message]);
  const send = async () => {
    const invalid = validateChat(text);
    if (invalid) {
      showToast(invalid);
      return;
    }
    try {
      const sent = await sendChatText(text);
      if (!sent) return; // a repeat tap while the first was on its way
      append(sent);
      setText('');
    } catch {
      showToast(zhCN.common.networkError);
    }
  };
  const sendPicture = async (file: File) => {
    try {
      const sent = await sendChatPicture(file);
      if (sent) append(sent);
    } catch {
      showToast(zhCNProfile.uploadFailed);
    }
  };

  return (
    <Page title={zhCNChat.title}>
      {thread.status === 'failed' ? <PageFailed onRetry={thread.retry} /> : null}
      {thread.status === 'ready' ? (
        <ChatThread title={zhCN.labels.chat} messages={messages.map(view)} imageAlt={zhCNChat.imageAlt} emptyText={zhCNEmpty.chat} emptyHint={zhCNEmpty.chatHint} />
      ) : null}
      <div className={styles.composer}>
        <ChatComposer
        value={text}
        onChange={setText}
        onSend={() => void send()}
        onPickImage={(file) => void sendPicture(file)}
        inputLabel={zhCNChat.title}
        placeholder={zhCNChat.placeholder}
        sendLabel={zhCNChat.send}
        imageLabel={zhCNChat.image}
        sending={sending}
        />
      </div>
    </Page>
  );
}

import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ChatMessageView } from '../ChatBubble/ChatBubble.tsx';
import { ChatThread } from './ChatThread.tsx';

const messages: ChatMessageView[] = [
  { id: '1', direction: 'received', kind: 'text', content: '您好' },
  { id: '2', direction: 'sent', kind: 'text', content: '充值没到账' },
];

describe('ChatThread', () => {
  test('a named log of the messages in order', () => {
    render(<ChatThread title="在线客服" messages={messages} imageAlt="图片" />);
    const log = screen.getByRole('log', { name: '在线客服' });
    expect(log).toHaveTextContent(/您好.*充值没到账/);
  });

  test('scrolls to the latest message when one arrives', () => {
    const { rerender } = render(<ChatThread title="在线客服" messages={messages} imageAlt="图片" />);
    const log = screen.getByRole('log');
    // happy-dom does no layout: give the log a height to scroll to.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
    log.scrollTop = 0;
    rerender(
      <ChatThread
        title="在线客服"
        messages={[...messages, { id: '3', direction: 'received', kind: 'text', content: '请稍等' }]}
        imageAlt="图片"
      />,
    );
    expect(log.scrollTop).toBe(900);
  });

  test('an empty conversation shows the empty text', () => {
    render(<ChatThread title="在线客服" messages={[]} imageAlt="图片" emptyText="暂无消息" />);
    expect(screen.getByText('暂无消息')).toBeInTheDocument();
  });
});

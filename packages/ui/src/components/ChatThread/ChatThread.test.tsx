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
    render(<ChatThread title="在线客服" messages={[]} imageAlt="图片" emptyText="暂无消息" emptyHint="客服在线时会尽快回复" />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无消息客服在线时会尽快回复');
  });
});

test('a picture that loads later keeps a member reading the latest message at the latest', () => {
  const messages = [{ id: '1', direction: 'received' as const, kind: 'image' as const, content: '/shot.png', time: '10:29' }];
  render(<ChatThread title="在线客服" messages={messages} imageAlt="图片" />);
  const log = screen.getByRole('log', { name: '在线客服' });
  // The picture arrives and the thread is now taller than where it was scrolled to.
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
  screen.getByRole('img').dispatchEvent(new Event('load'));
  expect(log.scrollTop).toBe(900);
});

test('a member who scrolled back to read is not moved when a picture loads', () => {
  const messages = [{ id: '1', direction: 'received' as const, kind: 'image' as const, content: '/shot.png', time: '10:29' }];
  render(<ChatThread title="在线客服" messages={messages} imageAlt="图片" />);
  const log = screen.getByRole('log', { name: '在线客服' });
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
  log.scrollTop = 100;
  log.dispatchEvent(new Event('scroll'));
  screen.getByRole('img').dispatchEvent(new Event('load'));
  expect(log.scrollTop).toBe(100);
});

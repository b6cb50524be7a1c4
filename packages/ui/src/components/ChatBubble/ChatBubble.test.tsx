import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ChatBubble } from './ChatBubble.tsx';

describe('ChatBubble', () => {
  test('a received text sits on the left, a sent one on the right', () => {
    const { container, rerender } = render(
      <ChatBubble imageAlt="图片" message={{ id: '1', direction: 'received', kind: 'text', content: '您好，请问有什么可以帮您？' }} />,
    );
    const received = container.firstElementChild;
    expect(received).toHaveAttribute('data-direction', 'received');
    const receivedClass = received?.className;
    rerender(<ChatBubble imageAlt="图片" message={{ id: '2', direction: 'sent', kind: 'text', content: '充值没到账' }} />);
    expect(container.firstElementChild).toHaveAttribute('data-direction', 'sent');
    expect(container.firstElementChild?.className).not.toBe(receivedClass);
    expect(screen.getByText('充值没到账')).toBeInTheDocument();
  });

  test('an image message shows the image', () => {
    render(<ChatBubble imageAlt="图片" message={{ id: '3', direction: 'sent', kind: 'image', content: '/shot.png', time: '10:30' }} />);
    expect(screen.getByRole('img', { name: '图片' })).toHaveAttribute('src', '/shot.png');
    expect(screen.getByText('10:30')).toBeInTheDocument();
  });
});

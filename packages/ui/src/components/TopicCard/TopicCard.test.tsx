import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { TopicCard } from './TopicCard.tsx';

describe('TopicCard', () => {
  test('is a button named by the topic and reports it', async () => {
    const topic = { id: 1, title: '城市夜景', image: '/t.jpg', code: '30' };
    const onOpen = vi.fn();
    render(<TopicCard topic={topic} onOpen={onOpen} loadingLabel="加载中..." />);
    await userEvent.click(screen.getByRole('button', { name: /城市夜景/ }));
    expect(onOpen).toHaveBeenCalledWith(topic);
  });
});

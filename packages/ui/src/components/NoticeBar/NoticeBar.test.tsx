import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { NoticeBar, noticePassSeconds } from './NoticeBar.tsx';

describe('NoticeBar', () => {
  test('shows the notice once to screen readers, in a named region', () => {
    render(<NoticeBar text="欢迎来到夜曲" label="公告" />);
    const region = screen.getByRole('region', { name: '公告' });
    expect(region).toHaveTextContent('欢迎来到夜曲');
    const copies = screen.getAllByText('欢迎来到夜曲');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
  });

  test('renders nothing without a notice', () => {
    const { container } = render(<NoticeBar text="" label="公告" />);
    expect(container).toBeEmptyDOMElement();
  });

  test('a longer notice scrolls for longer, never faster than the minimum pass', () => {
    expect(noticePassSeconds('短')).toBe(8);
    expect(noticePassSeconds('长'.repeat(100))).toBe(25);
  });
});

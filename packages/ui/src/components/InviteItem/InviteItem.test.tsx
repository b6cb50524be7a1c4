import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { InviteItem } from './InviteItem.tsx';

describe('InviteItem', () => {
  test('shows the friend, the invite time and the +1 day label', () => {
    const { container } = render(
      <InviteItem avatarUrl="/a.png" nickname="新朋友" time="2026-11-22 10:30:00" bonusLabel="+1天权益" />,
    );
    expect(screen.getByText('新朋友')).toBeInTheDocument();
    expect(screen.getByText('2026-11-22 10:30:00')).toBeInTheDocument();
    expect(screen.getByText('+1天权益')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.png');
  });

  test('without an avatar a placeholder is drawn', () => {
    const { container } = render(<InviteItem avatarUrl={null} nickname="新朋友" time="t" bonusLabel="+1天权益" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  test('an invite that earned nothing says so and why, in muted text', () => {
    render(<InviteItem avatarUrl={null} nickname="新朋友" time="t" bonusLabel="未获得奖励" earned={false} note="今日邀请奖励已达上限" />);
    expect(screen.getByText('未获得奖励')).toBeInTheDocument();
    expect(screen.getByText('今日邀请奖励已达上限')).toBeInTheDocument();
    expect(screen.queryByText('+1天权益')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader.tsx';

const member: ProfileHeaderProps = {
  avatarUrl: '/avatar.png',
  avatarAlt: '头像',
  nickname: '夜猫子',
  idText: 'ID: 8A3F21',
  signature: '今晚看什么',
  signatureDefault: '这个人很懒，什么都没留下',
  badgeIndex: 3,
  vipText: 'VIP会员',
};

describe('ProfileHeader', () => {
  test('shows the avatar, nickname, ID, signature and the VIP badge', () => {
    render(<ProfileHeader {...member} />);
    expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', '/avatar.png');
    expect(screen.getByText('夜猫子')).toBeInTheDocument();
    expect(screen.getByText('ID: 8A3F21')).toBeInTheDocument();
    expect(screen.getByText('今晚看什么')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'VIP会员' })).toHaveAttribute('data-level', '3');
  });

  test('an empty signature shows the default text', () => {
    render(<ProfileHeader {...member} signature="  " />);
    expect(screen.getByText('这个人很懒，什么都没留下')).toBeInTheDocument();
  });

  test('without an avatar a placeholder keeps the avatar name', () => {
    render(<ProfileHeader {...member} avatarUrl={null} />);
    const placeholder = screen.getByRole('img', { name: '头像' });
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { TileGrid } from './TileGrid.tsx';

const tiles = [
  { id: 'pay', label: '金币充值', icon: <svg /> },
  { id: 'vip', label: '会员中心', icon: <svg /> },
  { id: 'share', label: '分享推广', icon: <svg /> },
];

describe('TileGrid', () => {
  test('a named group of one button per tile', () => {
    render(<TileGrid title="常用功能" tiles={tiles} onPick={() => {}} />);
    expect(screen.getByRole('group', { name: '常用功能' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['金币充值', '会员中心', '分享推广']);
  });

  test('reports the tile a member picks', async () => {
    const onPick = vi.fn();
    render(<TileGrid title="常用功能" tiles={tiles} onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: '分享推广' }));
    expect(onPick).toHaveBeenCalledWith('share');
  });
});

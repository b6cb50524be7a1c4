import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { IconTrash } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { NavBar } from './NavBar.tsx';

describe('NavBar', () => {
  test('shows the title as the page heading', () => {
    render(<NavBar title="历史记录" />);
    expect(screen.getByRole('heading', { level: 1, name: '历史记录' })).toBeInTheDocument();
  });

  test('the back button is named and reports going back', async () => {
    const onBack = vi.fn();
    render(<NavBar title="会员中心" onBack={onBack} backLabel="返回" />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('without onBack there is no back button', () => {
    render(<NavBar title="收藏" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('renders the actions on the right', async () => {
    const onClear = vi.fn();
    render(<NavBar title="收藏" actions={<IconButton label="确认清空" icon={<IconTrash />} onClick={onClear} />} />);
    await userEvent.click(screen.getByRole('button', { name: '确认清空' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

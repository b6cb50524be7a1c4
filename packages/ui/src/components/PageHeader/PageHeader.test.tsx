import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  test('a banner with the page heading, its description and its actions', () => {
    render(<PageHeader title="提现审核" description="待审核 12 条" actions={<button type="button">导出</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: '提现审核' })).toBeInTheDocument();
    expect(screen.getByText('待审核 12 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  test('a part of a page gets a level 2 heading', () => {
    render(<PageHeader title="播放质量" level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: '播放质量' })).toBeInTheDocument();
  });

  test('back reports a press', async () => {
    const onBack = vi.fn();
    render(<PageHeader title="会员 8A3F21" back={{ label: '返回会员列表', onBack }} />);
    await userEvent.click(screen.getByRole('button', { name: '返回会员列表' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { IdentityCard, type IdentityCardProps } from './IdentityCard.tsx';

const rows = [
  { label: '账号', value: 'member01' },
  { label: '密码', value: 'a1b2c3' },
  { label: '官网', value: 'https://nocturne.example' },
  { label: '官方邮箱', value: 'help@nocturne.example' },
];

function renderCard(props: Partial<IdentityCardProps> = {}) {
  const onCopy = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <IdentityCard
      open
      onOpenChange={onOpenChange}
      title="身份卡"
      siteUrl="https://nocturne.example"
      qrLabel="官网二维码"
      rows={rows}
      copyLabel="复制"
      onCopy={onCopy}
      hint="请截图保存身份卡"
      closeLabel="关闭"
      {...props}
    />,
  );
  return { onCopy, onOpenChange };
}

describe('IdentityCard', () => {
  test('is a dialog named by its title, described by the screenshot hint', () => {
    renderCard();
    const dialog = screen.getByRole('dialog', { name: '身份卡' });
    expect(dialog).toHaveAccessibleDescription('请截图保存身份卡');
  });

  test('shows a QR code of the site address', () => {
    renderCard();
    const qr = screen.getByRole('img', { name: '官网二维码' });
    expect(qr.querySelector('path')).not.toBeNull();
  });

  test('every row except the first has a copy button', () => {
    renderCard();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: /^复制/ })).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: '复制 账号' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('member01')).toBeInTheDocument();
  });

  test('an email or link wraps between its parts, never mid-word', () => {
    renderCard();
    const email = screen.getByText((_, node) => node?.tagName === 'DD' && node.textContent === 'help@nocturne.example');
    expect(Array.from(email.querySelectorAll('span'), (part) => part.textContent)).toEqual(['help', '@nocturne', '.example']);
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
  });

  test('copying reports the value of its row', async () => {
    const { onCopy } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: '复制 官方邮箱' }));
    expect(onCopy).toHaveBeenCalledWith('help@nocturne.example');
  });

  test('the close button and Escape ask to close', async () => {
    const { onOpenChange } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('the trigger opens the card and gets focus back when it closes', async () => {
    function WithTrigger() {
      const [open, setOpen] = useState(false);
      return (
        <IdentityCard
          open={open}
          onOpenChange={setOpen}
          trigger={<button type="button">身份卡</button>}
          title="身份卡"
          siteUrl="https://nocturne.example"
          qrLabel="官网二维码"
          rows={rows}
          copyLabel="复制"
          onCopy={() => {}}
          hint="请截图保存身份卡"
          closeLabel="关闭"
        />
      );
    }
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: '身份卡' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: '身份卡' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('nothing shows while closed', () => {
    renderCard({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

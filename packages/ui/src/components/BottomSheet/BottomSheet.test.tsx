import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { BottomSheet } from './BottomSheet.tsx';

function SheetWithTrigger({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title="选集"
      closeLabel="关闭"
      closable={closable}
      trigger={<Button>打开选集</Button>}
    >
      <Button>第1集</Button>
    </BottomSheet>
  );
}

describe('BottomSheet', () => {
  test('is a dialog named by its title', () => {
    render(<BottomSheet open title="选集" closeLabel="关闭" />);
    expect(screen.getByRole('dialog', { name: '选集' })).toBeInTheDocument();
  });

  test('the close button has an accessible name and reports closing', async () => {
    const onOpenChange = vi.fn();
    render(<BottomSheet open onOpenChange={onOpenChange} title="选集" closeLabel="关闭" />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('Escape closes it and focus returns to the trigger', async () => {
    render(<SheetWithTrigger />);
    const trigger = screen.getByRole('button', { name: '打开选集' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('focus moves into the sheet when it opens', async () => {
    render(<SheetWithTrigger />);
    await userEvent.click(screen.getByRole('button', { name: '打开选集' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  test('when not closable, Escape does nothing and there is no close button', async () => {
    render(<SheetWithTrigger closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: '打开选集' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  test('shows the description when given', () => {
    render(<BottomSheet open title="试看结束" description="开通VIP 全站畅看" />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('开通VIP 全站畅看');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="确认清空"
      message="确定要清空所有收藏吗？"
      confirmLabel="确定"
      cancelLabel="取消"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  test('is an alert dialog named by its title and described by its message', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: '确认清空' });
    expect(dialog).toHaveAccessibleDescription('确定要清空所有收藏吗？');
  });

  test('确定 reports confirm only', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  test('取消 reports cancel only', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('Escape counts as cancel', async () => {
    const { onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('a field under the message (a reason) is inside the dialog; 确定 waits for it', async () => {
    const { onConfirm } = renderDialog({ children: <textarea aria-label="原因" />, confirmDisabled: true });
    expect(screen.getByRole('alertdialog')).toContainElement(screen.getByRole('textbox', { name: '原因' }));
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('nothing is shown when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('while confirming, a second press does not confirm twice', async () => {
    const { onConfirm } = renderDialog({ confirming: true });
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

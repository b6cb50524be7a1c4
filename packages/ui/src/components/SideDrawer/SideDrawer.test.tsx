import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SideDrawer, type SideDrawerProps } from './SideDrawer.tsx';

function renderDrawer(props: Partial<SideDrawerProps> = {}) {
  const onClose = vi.fn();
  render(
    <SideDrawer open title="编辑 VIP 套餐：30 天" onClose={onClose} closeLabel="关闭" footer={<button type="button">保存</button>} {...props}>
      <label>
        价格 <input />
      </label>
    </SideDrawer>,
  );
  return { onClose };
}

describe('SideDrawer', () => {
  test('a dialog named by the item it edits, with its form and its footer', () => {
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: '编辑 VIP 套餐：30 天' });
    expect(drawer).toContainElement(screen.getByRole('textbox', { name: '价格' }));
    expect(drawer).toContainElement(screen.getByRole('button', { name: '保存' }));
  });

  test('关闭 and Escape report closing', async () => {
    const { onClose } = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('nothing is shown when closed', () => {
    renderDrawer({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

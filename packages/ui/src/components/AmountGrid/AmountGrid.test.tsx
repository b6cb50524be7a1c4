import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { AmountGrid, FREE_AMOUNT, type AmountGridProps } from './AmountGrid.tsx';

// The app passes core's rule (checkFreeAmount); this stand-in has the same limits (docs/product.md
// section 5: 10 to 5000) and refuses what is not whole yuan.
const check = (typed: string) => {
  if (typed.trim().startsWith('-')) return { amount: null, message: '金额不能为负数' };
  if (!/^\d+$/.test(typed.trim())) return { amount: null, message: '充值金额须为整数（元），不支持小数' };
  const value = Number(typed);
  if (value < 10) return { amount: 10, message: '最低金额为10，已自动修改' };
  if (value > 5000) return { amount: 5000, message: '最高金额为5000，已自动修改' };
  return { amount: value };
};

function renderGrid(props: Partial<AmountGridProps> = {}) {
  const handlers = { onSelect: vi.fn(), onFreeAmountChange: vi.fn(), onCheckMessage: vi.fn() };
  render(
    <AmountGrid
      title="充值金额"
      options={[
        { id: '1', label: '¥30', caption: '300金币' },
        { id: '2', label: '¥50', caption: '500金币' },
      ]}
      selected="1"
      freeLabel="自定义金额"
      freePlaceholder="10-5000"
      freeAmount={null}
      check={check}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('AmountGrid', () => {
  test('the fixed amounts are toggle buttons, the picked one pressed', () => {
    renderGrid({ selected: '2' });
    expect(screen.getByRole('button', { name: /¥50/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /¥30/ })).toHaveAttribute('aria-pressed', 'false');
  });

  test('tapping an amount reports it', async () => {
    const { onSelect } = renderGrid();
    await userEvent.click(screen.getByRole('button', { name: /¥50/ }));
    expect(onSelect).toHaveBeenCalledWith('2');
  });

  test('focusing the free amount picks it', async () => {
    const { onSelect } = renderGrid();
    await userEvent.click(screen.getByLabelText('自定义金额'));
    expect(onSelect).toHaveBeenCalledWith(FREE_AMOUNT);
  });

  test('below 10 is raised to 10 on blur and the message is reported', async () => {
    const { onFreeAmountChange, onCheckMessage } = renderGrid();
    const input = screen.getByLabelText('自定义金额');
    await userEvent.type(input, '3');
    await userEvent.tab();
    expect(input).toHaveValue('10');
    expect(onFreeAmountChange).toHaveBeenCalledWith(10);
    expect(onCheckMessage).toHaveBeenCalledWith('最低金额为10，已自动修改');
  });

  test('above 5000 is lowered to 5000 on blur', async () => {
    const { onFreeAmountChange, onCheckMessage } = renderGrid();
    const input = screen.getByLabelText('自定义金额');
    await userEvent.type(input, '9000');
    await userEvent.tab();
    expect(input).toHaveValue('5000');
    expect(onFreeAmountChange).toHaveBeenCalledWith(5000);
    expect(onCheckMessage).toHaveBeenCalledWith('最高金额为5000，已自动修改');
  });

  test('an amount within the limits is kept with no message', async () => {
    const { onFreeAmountChange, onCheckMessage } = renderGrid();
    await userEvent.type(screen.getByLabelText('自定义金额'), '88');
    await userEvent.tab();
    expect(onFreeAmountChange).toHaveBeenCalledWith(88);
    expect(onCheckMessage).not.toHaveBeenCalled();
  });

  test('what is typed reaches the rule unchanged: 12.5 and -20 are refused, kept visible and marked, never 125 or 20', async () => {
    const { onFreeAmountChange, onCheckMessage } = renderGrid();
    const input = screen.getByLabelText('自定义金额');
    await userEvent.type(input, '12.5');
    await userEvent.tab();
    expect(input).toHaveValue('12.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onFreeAmountChange).toHaveBeenLastCalledWith(null);
    expect(onCheckMessage).toHaveBeenLastCalledWith('充值金额须为整数（元），不支持小数');
    await userEvent.clear(input);
    await userEvent.type(input, '-20');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveValue('-20');
    expect(onFreeAmountChange).toHaveBeenLastCalledWith(null);
    expect(onCheckMessage).toHaveBeenLastCalledWith('金额不能为负数');
  });

  test('an empty box is left alone on blur', async () => {
    const { onFreeAmountChange } = renderGrid();
    await userEvent.click(screen.getByLabelText('自定义金额'));
    await userEvent.tab();
    expect(onFreeAmountChange).not.toHaveBeenCalled();
  });
});

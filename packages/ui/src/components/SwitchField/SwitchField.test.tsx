import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SwitchField } from './SwitchField.tsx';

describe('SwitchField', () => {
  test('a switch named by its label that reports the other state', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="VIP专享" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'VIP专享' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  test('the keyboard turns it too (it is a button)', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="公告" checked onChange={onChange} />);
    screen.getByRole('switch').focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  test('the hint and error describe it; the state words show beside it', () => {
    render(<SwitchField label="公告" checked onChange={() => {}} hint="开启后会员首页显示公告" error="请先填写公告内容" stateLabels={{ on: '开启', off: '关闭' }} />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAccessibleDescription('开启后会员首页显示公告 请先填写公告内容');
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('开启')).toBeInTheDocument();
  });

  test('a disabled switch does not turn', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="公告" checked={false} onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'wx', label: '微信' },
  { value: 'zfb', label: '支付宝' },
  { value: 'bank', label: '银行卡', disabled: true },
];

describe('RadioGroup', () => {
  test('is a named group of radios with the picked one checked', () => {
    render(<RadioGroup legend="收款方式" options={options} value="zfb" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: '收款方式' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '支付宝' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '微信' })).not.toBeChecked();
  });

  test('reports the value a member picks by tapping its row', async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="收款方式" options={options} value="wx" onChange={onChange} />);
    await userEvent.click(screen.getByText('支付宝'));
    expect(onChange).toHaveBeenCalledWith('zfb');
  });

  test('a disabled option cannot be picked', async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="收款方式" options={options} value="wx" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '银行卡' })).toBeDisabled();
    await userEvent.click(screen.getByText('银行卡'));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('nothing is checked when the value is null', () => {
    render(<RadioGroup legend="收款方式" options={options} value={null} onChange={() => {}} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  test('a hidden legend still names the group', () => {
    render(<RadioGroup legend="支付方式" hideLegend options={options} value="wx" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: '支付方式' })).toBeInTheDocument();
  });
});

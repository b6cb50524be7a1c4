import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

function Controlled(props: Omit<NumberFieldProps, 'value' | 'onChange'> & { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

describe('NumberField', () => {
  test('reports what is typed as a number, and null when emptied', async () => {
    const onChange = vi.fn();
    render(<Controlled label="试看时长" unit="秒" onChange={onChange} />);
    const input = screen.getByLabelText('试看时长');
    await userEvent.type(input, '15');
    expect(onChange).toHaveBeenLastCalledWith(15);
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('the unit, the hint and the error describe the input; required is marked and set', () => {
    render(<NumberField label="价格" value={30} onChange={() => {}} unit="元" hint="整数，10-5000" error="价格不能低于10元" required />);
    const input = screen.getByRole('spinbutton', { name: /价格/ });
    expect(input).toHaveValue(30);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('元 整数，10-5000 价格不能低于10元');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  test('whole numbers bring up digits, a fractional step a decimal pad', () => {
    const { rerender } = render(<NumberField label="金币" value={null} onChange={() => {}} />);
    expect(screen.getByLabelText('金币')).toHaveAttribute('inputmode', 'numeric');
    rerender(<NumberField label="金币" value={null} onChange={() => {}} step={0.01} />);
    expect(screen.getByLabelText('金币')).toHaveAttribute('inputmode', 'decimal');
  });
});

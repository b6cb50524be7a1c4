import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { FormTextField } from './FormTextField.tsx';

describe('FormTextField', () => {
  test('reports what is typed', async () => {
    const onChange = vi.fn();
    render(<FormTextField label="影片标题" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: '影片标题' }), '夜');
    expect(onChange).toHaveBeenCalledWith('夜');
  });

  test('required, hint and error reach the input', () => {
    render(<FormTextField label="影片标题" value="" onChange={() => {}} required hint="最多30个字" error="请输入影片标题" />);
    const input = screen.getByRole('textbox', { name: '影片标题' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('最多30个字 请输入影片标题');
  });

  test('a read-only field cannot be edited', async () => {
    const onChange = vi.fn();
    render(<FormTextField label="影片编号" value="V10086" onChange={onChange} readOnly />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { TextField, type TextFieldProps } from './TextField.tsx';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

const eyeLabels = { showPasswordLabel: '显示密码', hidePasswordLabel: '隐藏密码' };

describe('TextField', () => {
  test('the input is named by its label and reports what is typed', async () => {
    const onChange = vi.fn();
    render(<TextField label="昵称" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('昵称'), '夜');
    expect(onChange).toHaveBeenCalledWith('夜');
  });

  test('a read-only field cannot be edited', async () => {
    const onChange = vi.fn();
    render(<TextField label="用户名" value="member01" readOnly onChange={onChange} />);
    const input = screen.getByLabelText('用户名');
    expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a password is hidden until the eye button shows it, and hidden again', async () => {
    render(<Controlled label="新密码" type="password" initial="secret1" {...eyeLabels} />);
    const input = screen.getByLabelText('新密码');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  test('a read-only password can still be revealed', async () => {
    render(<TextField label="旧密码" type="password" value="abc123" readOnly {...eyeLabels} />);
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(screen.getByLabelText('旧密码')).toHaveAttribute('type', 'text');
  });

  test('plain text fields have no eye button', () => {
    render(<TextField label="账号" value="" onChange={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('an error is shown, announced and tied to the input', () => {
    render(<TextField label="新密码" value="" onChange={() => {}} error="请输入新密码" />);
    const input = screen.getByLabelText('新密码');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入新密码');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入新密码');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';

const labels = { inputLabel: '消息', placeholder: '请输入内容', sendLabel: '发送', imageLabel: '发送图片' };

function Controlled(props: Partial<ChatComposerProps>) {
  const [value, setValue] = useState('');
  return <ChatComposer value={value} onChange={setValue} onSend={() => {}} onPickImage={() => {}} {...labels} {...props} />;
}

describe('ChatComposer', () => {
  test('the send button reports a send', async () => {
    const onSend = vi.fn();
    render(<Controlled onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: '消息' }), '你好');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  test('Enter in the input sends too', async () => {
    const onSend = vi.fn();
    render(<Controlled onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: '消息' }), '你好{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  test('reports what is typed', async () => {
    const onChange = vi.fn();
    render(<ChatComposer value="" onChange={onChange} onSend={() => {}} onPickImage={() => {}} {...labels} />);
    await userEvent.type(screen.getByRole('textbox', { name: '消息' }), '在');
    expect(onChange).toHaveBeenCalledWith('在');
  });

  test('the image button picks an image and reports it', async () => {
    const onPickImage = vi.fn();
    const { container } = render(<Controlled onPickImage={onPickImage} />);
    expect(screen.getByRole('button', { name: '发送图片' })).toBeInTheDocument();
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    expect(onPickImage).toHaveBeenCalledWith(file);
  });

  test('no second send while one is on its way', async () => {
    const onSend = vi.fn();
    render(<Controlled onSend={onSend} sending />);
    await userEvent.type(screen.getByRole('textbox', { name: '消息' }), '你好{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

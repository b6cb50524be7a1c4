import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { DanmakuComposer, type DanmakuComposerProps } from './DanmakuComposer.tsx';

const labels = { input: '弹幕内容', placeholder: '发个友善的弹幕见证当下', send: '发送' };

function Controlled(props: Partial<DanmakuComposerProps>) {
  const [value, setValue] = useState('');
  return <DanmakuComposer value={value} onChange={setValue} onSend={() => {}} counter={`${value.length}/30`} labels={labels} {...props} />;
}

describe('DanmakuComposer', () => {
  test('typing shows the count; 发送 and Enter report a send', async () => {
    const onSend = vi.fn();
    render(<Controlled onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: '弹幕内容' });
    await userEvent.type(input, '前方高能');
    expect(screen.getByText('4/30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await userEvent.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  test('a double tap sends once while the first send is on its way, and again once it is done', async () => {
    let finish: () => void = () => {};
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Controlled onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: '弹幕内容' }), '好');
    const form = screen.getByRole('button', { name: '发送' }).closest('form')!;
    // Two submits in one tick: no render in between.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '发送' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '发送' })).not.toHaveAttribute('aria-busy', 'true'));
    fireEvent.submit(form);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  test('a failed send frees the composer again', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Controlled onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: '弹幕内容' }), '好');
    fireEvent.submit(screen.getByRole('button', { name: '发送' }).closest('form')!);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '发送' })).not.toHaveAttribute('aria-busy', 'true'));
  });

  test('over the limit or empty, 发送 is off and nothing is sent', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<DanmakuComposer value={'好'.repeat(31)} onChange={() => {}} onSend={onSend} counter="31/30" overLimit labels={labels} />);
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '弹幕内容' })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.submit(screen.getByRole('button', { name: '发送' }).closest('form')!);
    rerender(<DanmakuComposer value="" onChange={() => {}} onSend={onSend} counter="0/30" empty labels={labels} />);
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: '发送' }).closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
  });

  test('sending (from the app) shows the busy button and sends nothing more', async () => {
    const onSend = vi.fn();
    render(<Controlled onSend={onSend} sending />);
    await userEvent.type(screen.getByRole('textbox', { name: '弹幕内容' }), '好{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  test('locked: the reason and what leads it instead of the input; nothing can be sent', () => {
    const onSend = vi.fn();
    render(<Controlled onSend={onSend} locked="登录会员后可发弹幕" leading={<button type="button">设置</button>} />);
    expect(screen.getByText('登录会员后可发弹幕')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '设置' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  test('a labelled multi-line box reporting what is typed', async () => {
    const onChange = vi.fn();
    render(<TextArea label="留言" value="" onChange={onChange} placeholder="请写下您的意见或建议" />);
    const box = screen.getByRole('textbox', { name: '留言' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, '好');
    expect(onChange).toHaveBeenCalledWith('好');
  });

  test('shows the typed count against the maximum', () => {
    render(<TextArea label="留言" value="你好" maxLength={200} showCount onChange={() => {}} />);
    expect(screen.getByText('2/200')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '200');
  });

  test('an error is announced and describes the box', () => {
    render(<TextArea label="留言" value="" error="请填写留言内容" onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('请填写留言内容');
    expect(screen.getByRole('alert')).toHaveTextContent('请填写留言内容');
  });
});

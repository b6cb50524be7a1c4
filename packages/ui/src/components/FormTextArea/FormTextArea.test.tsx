import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { FormTextArea } from './FormTextArea.tsx';

describe('FormTextArea', () => {
  test('reports what is typed and counts it against the maximum', async () => {
    const onChange = vi.fn();
    render(<FormTextArea label="影片简介" value="夜色" onChange={onChange} maxLength={200} showCount />);
    await userEvent.type(screen.getByRole('textbox', { name: '影片简介' }), '下');
    expect(onChange).toHaveBeenCalledWith('夜色下');
    expect(screen.getByText('2/200')).toBeInTheDocument();
  });

  test('required, hint and error reach the box', () => {
    render(<FormTextArea label="拒绝理由" value="" onChange={() => {}} required hint="会员会在提现记录里看到" error="请填写拒绝理由" />);
    const box = screen.getByRole('textbox', { name: '拒绝理由' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('会员会在提现记录里看到 请填写拒绝理由');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SelectField } from './SelectField.tsx';

const categories = [
  { value: 'movie', label: '电影' },
  { value: 'series', label: '剧集' },
  { value: 'anime', label: '动漫', disabled: true },
] as const;

describe('SelectField', () => {
  test('a prompt shows until a choice is made, and the choice is reported', async () => {
    const onChange = vi.fn();
    render(<SelectField label="分类" options={categories} value={null} onChange={onChange} placeholder="请选择分类" />);
    const select = screen.getByRole('combobox', { name: '分类' });
    expect(select).toHaveDisplayValue('请选择分类');
    await userEvent.selectOptions(select, '剧集');
    expect(onChange).toHaveBeenCalledWith('series');
  });

  test('the prompt cannot be chosen again, and a disabled option cannot be chosen', () => {
    render(<SelectField label="分类" options={categories} value="movie" onChange={() => {}} placeholder="请选择分类" />);
    expect(screen.getByRole('option', { name: '请选择分类' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '动漫' })).toBeDisabled();
    expect(screen.getByRole('combobox')).toHaveDisplayValue('电影');
  });

  test('hint and error describe it, required is set', () => {
    render(<SelectField label="分类" options={categories} value={null} onChange={() => {}} hint="决定影片出现在哪个频道" error="请选择分类" required />);
    const select = screen.getByRole('combobox');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('决定影片出现在哪个频道 请选择分类');
  });
});

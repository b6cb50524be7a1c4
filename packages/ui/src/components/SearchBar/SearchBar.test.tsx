import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SearchBar } from './SearchBar.tsx';

describe('SearchBar', () => {
  test('is a named search field showing its placeholder', () => {
    render(<SearchBar label="影视搜索" placeholder="影视搜索" />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '影视搜索' })).toHaveAttribute('placeholder', '影视搜索');
  });

  test('focusing it reports onFocus (the home header opens search with it)', async () => {
    const onFocus = vi.fn();
    render(<SearchBar label="影视搜索" readOnly onFocus={onFocus} />);
    await userEvent.click(screen.getByRole('searchbox'));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  test('Enter submits the trimmed term', async () => {
    const onSubmit = vi.fn();
    render(<SearchBar label="搜索" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), '  夜景 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('夜景');
  });

  test('the submit button appears only with a label and submits', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<SearchBar label="搜索" onSubmit={onSubmit} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<SearchBar label="搜索" onSubmit={onSubmit} submitLabel="搜索" value="城市" />);
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSubmit).toHaveBeenCalledWith('城市');
  });

  test('reports every change', async () => {
    const onChange = vi.fn();
    render(<SearchBar label="搜索" onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });
});

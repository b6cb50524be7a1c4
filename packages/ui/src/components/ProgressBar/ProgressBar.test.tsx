import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  test('a progress bar named by its label, holding the whole percent', () => {
    render(<ProgressBar value={42.4} label="城市夜景 第1集" />);
    const bar = screen.getByRole('progressbar', { name: '城市夜景 第1集' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  test('out of range and not-a-number values are drawn at the nearest end', () => {
    const { rerender } = render(<ProgressBar value={-5} label="a" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={140} label="a" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={Number.NaN} label="a" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  test('as a meter it is a level, not work under way', () => {
    render(<ProgressBar kind="meter" value={30} label="已用" />);
    expect(screen.getByRole('meter', { name: '已用' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

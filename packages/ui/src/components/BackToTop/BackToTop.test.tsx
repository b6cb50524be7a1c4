import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BACK_TO_TOP_THRESHOLD, BackToTop } from './BackToTop.tsx';

describe('BackToTop', () => {
  test('the default threshold is 600px', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(600);
  });

  test('is hidden up to the threshold and shown beyond it', () => {
    const { rerender } = render(<BackToTop scrollTop={600} label="回到顶部" onClick={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<BackToTop scrollTop={601} label="回到顶部" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: '回到顶部' })).toBeInTheDocument();
  });

  test('honours a custom threshold', () => {
    render(<BackToTop scrollTop={150} threshold={100} label="回到顶部" onClick={() => {}} />);
    expect(screen.getByRole('button', { name: '回到顶部' })).toBeInTheDocument();
  });

  test('reports a press', async () => {
    const onClick = vi.fn();
    render(<BackToTop scrollTop={2000} label="回到顶部" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { centredScrollLeft, TagStrip } from './TagStrip.tsx';

const tags = [
  { code: '0', name: '首页' },
  { code: '1', name: '国产' },
  { code: '2', name: '动漫' },
];

describe('TagStrip', () => {
  test('marks the picked tag and reports a pick', async () => {
    const onPick = vi.fn();
    render(<TagStrip tags={tags} picked="1" onPick={onPick} label="分类" />);
    expect(screen.getByRole('button', { name: '国产' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '首页' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: '动漫' }));
    expect(onPick).toHaveBeenCalledWith(tags[2]);
  });

  test('centres a tag: its middle lands on the middle of the strip', () => {
    const container = { clientWidth: 375 } as HTMLElement;
    const target = { offsetLeft: 500, offsetWidth: 75 } as HTMLElement;
    expect(centredScrollLeft(container, target)).toBe(500 - 150);
  });

  test('scrolls the picked tag to the centre whenever the pick changes', () => {
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    const { rerender } = render(<TagStrip tags={tags} picked="0" onPick={() => {}} label="分类" />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender(<TagStrip tags={tags} picked="2" onPick={() => {}} label="分类" />);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo.mock.calls[1]?.[0]).toHaveProperty('left');
  });
});

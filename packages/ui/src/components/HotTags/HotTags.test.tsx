import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { HotTags } from './HotTags.tsx';

describe('HotTags', () => {
  test('numbers the words in order, highlights the first three, and reports a pick', async () => {
    const onPick = vi.fn();
    const terms = ['一', '二', '三', '四'];
    render(<HotTags terms={terms} onPick={onPick} title="热门搜索" />);
    const chips = screen.getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['1一', '2二', '3三', '4四']);
    expect(chips[2]!.className).toBe(chips[0]!.className);
    expect(chips[3]!.className).not.toBe(chips[0]!.className);
    await userEvent.click(chips[3]!);
    expect(onPick).toHaveBeenCalledWith('四');
  });
});

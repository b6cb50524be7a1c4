import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CategoryBrowser } from './CategoryBrowser.tsx';

const categories = [
  { code: '1', name: '电影', children: [{ code: '11', name: '剧情', children: [] }, { code: '12', name: '喜剧', children: [] }] },
  { code: '2', name: '动漫', children: [{ code: '21', name: '日漫', children: [] }] },
];

describe('CategoryBrowser', () => {
  test('the first category is open; its sub-categories show on the right', () => {
    render(<CategoryBrowser categories={categories} onPick={() => {}} label="分类" />);
    expect(screen.getByRole('tablist', { name: '分类' })).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tab', { name: '电影' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '剧情' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '日漫' })).not.toBeInTheDocument();
  });

  test('picking another category shows its sub-categories; a sub-category reports both', async () => {
    const onPick = vi.fn();
    render(<CategoryBrowser categories={categories} onPick={onPick} label="分类" />);
    await userEvent.click(screen.getByRole('tab', { name: '动漫' }));
    await userEvent.click(screen.getByRole('button', { name: '日漫' }));
    expect(onPick).toHaveBeenCalledWith(categories[1], categories[1]!.children[0]);
  });

  test('a sub-category shows how much it holds, read with its name', () => {
    const counted = [{ code: '1', name: '电影', children: [{ code: '11', name: '剧情', children: [], countText: '13部' }] }];
    render(<CategoryBrowser categories={counted} onPick={() => {}} label="分类" />);
    expect(screen.getByRole('button', { name: '剧情 13部' })).toBeInTheDocument();
  });

  test('arrow keys move between categories', async () => {
    render(<CategoryBrowser categories={categories} onPick={() => {}} label="分类" />);
    await userEvent.click(screen.getByRole('tab', { name: '电影' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: '动漫' })).toHaveFocus();
  });
});

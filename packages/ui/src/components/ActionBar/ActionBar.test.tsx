import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ActionBar, type ActionBarProps } from './ActionBar.tsx';

const labels = { episodes: '选集', share: '分享', like: '点赞', favourite: '收藏' };

function bar(overrides: Partial<ActionBarProps> = {}) {
  return (
    <ActionBar
      labels={labels}
      likeCount="3.4万"
      liked={false}
      favourited={false}
      onEpisodes={() => {}}
      onShare={() => {}}
      onLike={() => {}}
      onFavourite={() => {}}
      {...overrides}
    />
  );
}

describe('ActionBar', () => {
  test('each action reports its own press', async () => {
    const handlers = { onEpisodes: vi.fn(), onShare: vi.fn(), onLike: vi.fn(), onFavourite: vi.fn() };
    render(bar(handlers));
    await userEvent.click(screen.getByRole('button', { name: '选集' }));
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    await userEvent.click(screen.getByRole('button', { name: /点赞/ }));
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });

  test('like shows the count and is named 点赞 with it', () => {
    render(bar());
    expect(screen.getByRole('button', { name: /^点赞\s*3\.4万$/ })).toBeInTheDocument();
  });

  test('like and favourite are toggles that show their state', () => {
    const { rerender } = render(bar());
    expect(screen.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    rerender(bar({ liked: true, favourited: true }));
    expect(screen.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '选集' })).not.toHaveAttribute('aria-pressed');
  });

  test('a download control given as the fifth action comes last, after 收藏', () => {
    render(bar({ download: <button type="button">缓存</button> }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['选集', '分享', '点赞3.4万', '收藏', '缓存']);
  });

  test('without one there are four actions', () => {
    render(bar());
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

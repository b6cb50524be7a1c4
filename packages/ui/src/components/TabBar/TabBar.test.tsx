import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { IconDarkWeb, IconHome, IconStar, IconTopics, IconUser } from '../../icons/icons.tsx';
import { TabBar, type TabBarItem } from './TabBar.tsx';

type Tab = 'home' | 'category' | 'publish' | 'collengt' | 'mine';

const items: TabBarItem<Tab>[] = [
  { key: 'home', label: '首页', icon: <IconHome />, href: '/' },
  { key: 'category', label: '专题', icon: <IconTopics />, href: '/category' },
  { key: 'publish', label: '暗网', icon: <IconDarkWeb />, href: '/publish', raised: true },
  { key: 'collengt', label: '收藏', icon: <IconStar />, href: '/collengt' },
  { key: 'mine', label: '我的', icon: <IconUser />, href: '/mine' },
];

describe('TabBar', () => {
  test('shows the five tabs in order inside a named navigation', () => {
    render(<TabBar items={items} activeKey="home" onChange={() => {}} label="夜曲" />);
    const nav = screen.getByRole('navigation', { name: '夜曲' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页', '专题', '暗网', '收藏', '我的']);
  });

  test('marks only the active tab as the current page', () => {
    render(<TabBar items={items} activeKey="collengt" onChange={() => {}} label="夜曲" />);
    expect(screen.getByRole('link', { name: '收藏' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  test('a tap reports the tab instead of reloading the page', async () => {
    const onChange = vi.fn();
    render(<TabBar items={items} activeKey="home" onChange={onChange} label="夜曲" />);
    await userEvent.click(screen.getByRole('link', { name: '暗网' }));
    expect(onChange).toHaveBeenCalledWith('publish');
  });

  test('a modified click is left to the browser (open in a new tab)', () => {
    const onChange = vi.fn();
    render(<TabBar items={items} activeKey="home" onChange={onChange} label="夜曲" />);
    fireEvent.click(screen.getByRole('link', { name: '我的' }), { ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  test('tabs without href are buttons that report their key', async () => {
    const onChange = vi.fn();
    render(
      <TabBar items={items.map(({ href: _href, ...item }) => item)} activeKey="home" onChange={onChange} label="夜曲" />,
    );
    await userEvent.click(screen.getByRole('button', { name: '专题' }));
    expect(onChange).toHaveBeenCalledWith('category');
  });
});

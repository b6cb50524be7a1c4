import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SideNav, type SideNavProps, type SideNavSection } from './SideNav.tsx';

type Page = 'dashboard' | 'videos' | 'withdrawals' | 'members';

const sections: SideNavSection<Page>[] = [
  { id: 'overview', items: [{ key: 'dashboard', label: '概览', icon: <svg />, href: '/console' }] },
  { id: 'content', title: '内容', items: [{ key: 'videos', label: '影片', icon: <svg />, href: '/console/videos' }] },
  {
    id: 'money',
    title: '资金',
    items: [
      { key: 'withdrawals', label: '提现审核', icon: <svg />, href: '/console/withdrawals', badge: { count: 12, label: '12 条待审核' } },
      { key: 'members', label: '会员', icon: <svg /> },
    ],
  },
];

const labels = { collapse: '收起导航', expand: '展开导航' };

function renderNav(props: Partial<SideNavProps<Page>> = {}) {
  return render(<SideNav label="运营后台" brand="夜曲运营后台" brandShort="夜" sections={sections} activeKey="videos" onNavigate={() => {}} labels={labels} {...props} />);
}

describe('SideNav', () => {
  test('a named navigation with sections; the current page is marked', () => {
    renderNav({ defaultOpenSections: ['content', 'money'] });
    const nav = screen.getByRole('navigation', { name: '运营后台' });
    expect(within(nav).getByRole('group', { name: '资金' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '影片' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '概览' })).not.toHaveAttribute('aria-current');
  });

  test('a plain click is reported and the link is not followed; a modified click is left to the browser', async () => {
    const onNavigate = vi.fn();
    renderNav({ onNavigate });
    await userEvent.click(screen.getByRole('link', { name: '概览' }));
    expect(onNavigate).toHaveBeenCalledWith('dashboard');
    onNavigate.mockClear();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: '概览' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test('an item without href is a button', async () => {
    const onNavigate = vi.fn();
    renderNav({ onNavigate, defaultOpenSections: ['money'] });
    await userEvent.click(screen.getByRole('button', { name: '会员' }));
    expect(onNavigate).toHaveBeenCalledWith('members');
  });

  test('a badge shows its count and is read as its label', () => {
    renderNav({ activeKey: 'withdrawals' });
    expect(screen.getByRole('link', { name: '提现审核 12 条待审核' })).toBeInTheDocument();
  });

  test('collapsing keeps every name for screen readers and tooltips, and reports the change', async () => {
    const onCollapsedChange = vi.fn();
    renderNav({ onCollapsedChange });
    const toggle = screen.getByRole('button', { name: '收起导航' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: '展开导航' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('group', { name: '资金' })).toBeInTheDocument();
  });

  test('collapsed, a focused icon shows its page\'s name as a tooltip', async () => {
    renderNav({ collapsed: true });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '概览' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('概览');
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('影片');
  });

  test('expanded, no tooltip repeats a label', async () => {
    renderNav();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '概览' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('controlled: collapsed as the parent says, the footer told so', () => {
    renderNav({ collapsed: true, footer: (collapsed) => (collapsed ? '夜' : '夜班运营') });
    expect(screen.getByRole('button', { name: '展开导航' })).toBeInTheDocument();
    expect(screen.getByText('夜', { selector: 'div' })).toBeInTheDocument();
  });

  test('at first only the current page\'s section is open; a folded section\'s pages leave the accessible tree', () => {
    renderNav({ activeKey: 'videos' });
    expect(screen.getByRole('button', { name: '内容' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '影片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '资金' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /提现审核/ })).not.toBeInTheDocument();
    // 概览 has no heading: it never folds.
    expect(screen.getByRole('link', { name: '概览' })).toBeInTheDocument();
  });

  test('a heading folds and opens its section, and reports the open sections', async () => {
    const onOpenSectionsChange = vi.fn();
    renderNav({ onOpenSectionsChange });
    await userEvent.click(screen.getByRole('button', { name: '资金' }));
    expect(onOpenSectionsChange).toHaveBeenLastCalledWith(['content', 'money']);
    expect(screen.getByRole('link', { name: /提现审核/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '内容' }));
    expect(onOpenSectionsChange).toHaveBeenLastCalledWith(['money']);
    expect(screen.getByRole('button', { name: '内容' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '影片' })).not.toBeInTheDocument();
  });

  test('opening a page in a folded section opens it; the others stay as the operator left them', () => {
    const onOpenSectionsChange = vi.fn();
    const { rerender } = renderNav({ activeKey: 'dashboard', openSections: ['content'], onOpenSectionsChange });
    expect(onOpenSectionsChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /提现审核/ })).not.toBeInTheDocument();
    rerender(<SideNav label="运营后台" brand="夜曲运营后台" brandShort="夜" sections={sections} activeKey="withdrawals" onNavigate={() => {}} labels={labels} openSections={['content']} onOpenSectionsChange={onOpenSectionsChange} />);
    expect(onOpenSectionsChange).toHaveBeenCalledWith(['content', 'money']);
  });

  test('a remembered choice without the current page\'s section opens it; uncontrolled, the page shows', () => {
    const onOpenSectionsChange = vi.fn();
    renderNav({ activeKey: 'withdrawals', defaultOpenSections: ['content'], onOpenSectionsChange });
    expect(onOpenSectionsChange).toHaveBeenCalledWith(['content', 'money']);
    expect(screen.getByRole('link', { name: /提现审核/ })).toHaveAttribute('aria-current', 'page');
  });

  test('the operator may fold the current page\'s section: it stays folded', async () => {
    renderNav({ activeKey: 'videos' });
    await userEvent.click(screen.getByRole('button', { name: '内容' }));
    expect(screen.queryByRole('link', { name: '影片' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '内容' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the icon rail shows every page and no heading to fold', () => {
    renderNav({ collapsed: true, activeKey: 'dashboard', openSections: [] });
    expect(screen.queryByRole('button', { name: '资金' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '资金' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /提现审核/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '影片' })).toBeInTheDocument();
  });
});

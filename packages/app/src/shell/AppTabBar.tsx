import { zhCN } from '@nocturne/core';
import { IconDarkWeb, IconHome, IconStar, IconTopics, IconUser, TabBar, type TabBarItem } from '@nocturne/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../routes/paths.ts';

const items: readonly TabBarItem[] = [
  { key: paths.home, href: paths.home, label: zhCN.tabs.home, icon: <IconHome /> },
  { key: paths.category, href: paths.category, label: zhCN.tabs.category, icon: <IconTopics /> },
  { key: paths.publish, href: paths.publish, label: zhCN.tabs.publish, icon: <IconDarkWeb />, raised: true },
  { key: paths.collengt, href: paths.collengt, label: zhCN.tabs.collengt, icon: <IconStar /> },
  { key: paths.mine, href: paths.mine, label: zhCN.tabs.mine, icon: <IconUser /> },
];

/** The five tabs of docs/product.md with the raised centre button. */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <TabBar items={items} activeKey={pathname} onChange={(key) => void navigate(key)} label={zhCN.app.name} />
  );
}

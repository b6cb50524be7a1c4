import { zhCN } from '@nocturne/core';
import { IconDarkWeb, IconHome, IconStar, IconTopics, IconUser, type TabBarItem } from '@nocturne/ui';

export type ShellTab = 'home' | 'category' | 'publish' | 'collengt' | 'mine';

/** The five tabs of docs/product.md's route table, with the raised centre button 暗网. */
export const shellTabs: TabBarItem<ShellTab>[] = [
  { key: 'home', label: zhCN.tabs.home, icon: <IconHome />, href: '/' },
  { key: 'category', label: zhCN.tabs.category, icon: <IconTopics />, href: '/category' },
  { key: 'publish', label: zhCN.tabs.publish, icon: <IconDarkWeb />, href: '/publish', raised: true },
  { key: 'collengt', label: zhCN.tabs.collengt, icon: <IconStar />, href: '/collengt' },
  { key: 'mine', label: zhCN.tabs.mine, icon: <IconUser />, href: '/mine' },
];

export { TabBar, type TabBarItem, type TabBarProps } from './TabBar.tsx';

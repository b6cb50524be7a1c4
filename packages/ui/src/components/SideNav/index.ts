export { SideNav, type SideNavProps, type SideNavItem, type SideNavSection } from './SideNav.tsx';
export { SideNavGroup, type SideNavGroupProps } from './SideNavGroup.tsx';

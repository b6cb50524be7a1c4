export { SideNav, type SideNavProps, type SideNavItem, type SideNavSection } from './SideNav.tsx';

export { SideDrawer, type SideDrawerProps } from './SideDrawer.tsx';

export { InviteItem, type InviteItemProps } from './InviteItem.tsx';

export { VipBadge, VIP_BADGE_LEVELS, type VipBadgeProps } from './VipBadge.tsx';

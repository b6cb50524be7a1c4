export { IdentityCard, type IdentityCardProps, type IdentityRow } from './IdentityCard.tsx';

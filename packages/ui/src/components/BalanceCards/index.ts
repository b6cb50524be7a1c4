export { BalanceCards, BalanceCard, type BalanceCardsProps, type BalanceCardProps } from './BalanceCards.tsx';

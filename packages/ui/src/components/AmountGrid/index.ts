export {
  AmountGrid,
  FREE_AMOUNT,
  type AmountGridProps,
  type AmountOption,
  type AmountCheckResult,
} from './AmountGrid.tsx';

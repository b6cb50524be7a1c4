export {
  AmountGrid,
  FREE_AMOUNT,
  type AmountGridProps,
  type AmountOption,
  type AmountClampResult,
} from './AmountGrid.tsx';

export {
  InfiniteList,
  LOAD_MORE_THRESHOLD,
  type InfiniteListLabels,
  type InfiniteListProps,
  type InfiniteListStatus,
} from './InfiniteList.tsx';

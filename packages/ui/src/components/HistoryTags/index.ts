export { HistoryTags, type HistoryTagsProps } from './HistoryTags.tsx';

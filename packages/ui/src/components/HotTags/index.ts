export { HotTags, type HotTagsProps } from './HotTags.tsx';

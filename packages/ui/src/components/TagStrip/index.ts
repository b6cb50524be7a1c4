export { TagStrip, type TagStripProps, type TagStripTag } from './TagStrip.tsx';

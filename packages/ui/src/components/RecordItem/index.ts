export { RecordItem, type RecordItemProps, type RecordDetail } from './RecordItem.tsx';

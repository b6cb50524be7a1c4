export { RecordTabs, type RecordTabsProps, type RecordTab } from './RecordTabs.tsx';

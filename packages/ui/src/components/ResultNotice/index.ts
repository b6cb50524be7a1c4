export { ResultNotice, type ResultNoticeProps, type ResultTone } from './ResultNotice.tsx';

export { StatusNotice, type StatusNoticeProps } from './StatusNotice.tsx';

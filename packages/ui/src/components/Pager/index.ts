export { Pager, type PagerProps, type PageNumberPagerProps, type CursorPagerProps, type LoadMorePagerProps, type PageNumberLabels } from './Pager.tsx';
export { pageWindow, type PageSlot } from './pageWindow.ts';

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../../icons/Spinner.tsx';
import { footer, retry, sentinel } from './InfiniteList.css.ts';

/** docs/product.md section 9: load more when the end is within 100 px of the bottom of the view. */
export const LOAD_MORE_THRESHOLD = 100;

/** 'idle' may load more; 'loading' is fetching; 'done' has no more; 'error' failed. */
export type InfiniteListStatus = 'idle' | 'loading' | 'done' | 'error';

export interface InfiniteListLabels {
  /** '加载中...' */
  loading: string;
  /** '没有更多了' */
  noMore: string;
  /** '加载失败，请稍后重试' */
  error: string;
  /** '重试' */
  retry: string;
}

export interface InfiniteListProps {
  children: ReactNode;
  status: InfiniteListStatus;
  onLoadMore: () => void;
  labels: InfiniteListLabels;
  /** Distance in px from the bottom of the view at which more is loaded. */
  threshold?: number;
  /** The scrolling element, when it is not the window. */
  scrollRoot?: HTMLElement | null;
  /** Called by the retry button; defaults to onLoadMore. */
  onRetry?: () => void;
}

/** How far below the bottom of the view `end` is, in px (negative once it is in view). */
export function distanceBelowView(end: Element, scrollRoot: HTMLElement | null | undefined): number {
  const viewBottom = scrollRoot ? scrollRoot.getBoundingClientRect().bottom : window.innerHeight;
  return end.getBoundingClientRect().top - viewBottom;
}

/**
 * A list that asks for its next page as the member nears its end. It listens to scrolling
 * in the capture phase, so it works in any scrolling container, and checks again whenever
 * a page has arrived, so a short page that leaves the end in view keeps loading.
 */
export function InfiniteList({
  children,
  status,
  onLoadMore,
  labels,
  threshold = LOAD_MORE_THRESHOLD,
  scrollRoot,
  onRetry,
}: InfiniteListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const check = useCallback(() => {
    const end = endRef.current;
    if (status !== 'idle' || !end) return;
    if (distanceBelowView(end, scrollRoot) <= threshold) onLoadMore();
  }, [status, onLoadMore, threshold, scrollRoot]);

  useEffect(() => {
    check();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [check]);

  return (
    <div>
      {children}
      <div ref={endRef} className={sentinel} />
      <div className={footer} role="status">
        {status === 'loading' ? (
          <>
            <Spinner />
            {labels.loading}
          </>
        ) : null}
        {status === 'done' ? labels.noMore : null}
        {status === 'error' ? (
          <>
            {labels.error}
            <button type="button" className={retry} onClick={onRetry ?? onLoadMore}>
              {labels.retry}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
